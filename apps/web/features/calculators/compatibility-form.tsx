'use client';

import { useState, type FormEvent } from 'react';
import { isApiFailure, postJson } from '@/features/api/client';
import { errorsFromApi } from '@/features/kundli/birth-draft';
import { SIGNS } from '@/features/horoscope/signs';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { calculatorMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

type Result = {
  kind: 'love' | 'friendship';
  percent: number;
  band: { en: string; hi: string };
  reasons: Array<{ factor: string; points: number; maxPoints: number; en: string; hi: string }>;
  numbersA: Record<string, number>;
  numbersB: Record<string, number>;
  usedMoonSigns: boolean;
};

/** Love or friendship: two names (and optional Moon signs) → a percent whose parts are listed with their points. */
export function CompatibilityForm({ kind }: { kind: 'love' | 'friendship' }) {
  const { lang } = useI18n();
  const t = calculatorMessages[lang];
  const [f, setF] = useState({ nameA: '', nameB: '', moonSignA: '', moonSignB: '', system: 'pythagorean' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<(Result & { a: string; b: string }) | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { nameA: f.nameA, nameB: f.nameB, moonSignA: f.moonSignA ? Number(f.moonSignA) : undefined, moonSignB: f.moonSignB ? Number(f.moonSignB) : undefined, system: f.system };
    // the API checks the form (compatibilityRequestSchema) and its sentence is shown in the page's language: the page
    // does not load zod for it
    setError(null);
    setBusy(true);
    try {
      const res = await postJson<{ data: Result }>(kind === 'love' ? '/api/calculate_love' : '/api/calculate_friendship', body);
      if (isApiFailure(res)) { setError(Object.values(errorsFromApi(res, lang, t.failed))[0] ?? t.failed); return; }
      setResult({ ...res.data, a: body.nameA.trim(), b: body.nameB.trim() });
    } catch { setError(t.failed); } finally { setBusy(false); }
  };

  const signOptions = SIGNS.map((s) => <option key={s.n} value={s.n}>{lang === 'hi' ? s.hi : `${s.en} (${s.vedic})`}</option>);
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <div className={styles.field}><label htmlFor="calc-a">{t.nameA}</label><input id="calc-a" value={f.nameA} maxLength={80} onChange={(e) => setF({ ...f, nameA: e.target.value })} /></div>
          <div className={styles.field}><label htmlFor="calc-b">{t.nameB}</label><input id="calc-b" value={f.nameB} maxLength={80} onChange={(e) => setF({ ...f, nameB: e.target.value })} /></div>
          <div className={styles.field}><label htmlFor="calc-ma">{t.moonSignA}</label><select id="calc-ma" value={f.moonSignA} onChange={(e) => setF({ ...f, moonSignA: e.target.value })}><option value="">{t.unknown}</option>{signOptions}</select></div>
          <div className={styles.field}><label htmlFor="calc-mb">{t.moonSignB}</label><select id="calc-mb" value={f.moonSignB} onChange={(e) => setF({ ...f, moonSignB: e.target.value })}><option value="">{t.unknown}</option>{signOptions}</select></div>
          <div className={styles.field}><label htmlFor="calc-sys">{t.system}</label><select id="calc-sys" value={f.system} onChange={(e) => setF({ ...f, system: e.target.value })}><option value="pythagorean">{t.pythagorean}</option><option value="chaldean">{t.chaldean}</option></select></div>
        </div>
        <p className={styles.hint}>{t.moonNote}</p>
        {error && <p role="alert" className={styles.alert}>{error}</p>}
        <div className={styles.actions}><button type="submit" className="button" disabled={busy}>{busy ? t.calculating : t.calculate}</button></div>
      </form>
      {result && (
        <section className={styles.report} aria-labelledby="calc-result" data-testid="calc-result">
          <div className={styles.card}>
            <h2 id="calc-result">{result.a} + {result.b}: <span data-testid="calc-percent">{format(t.score, { percent: result.percent })}</span></h2>
            <p style={{ fontSize: '1.2rem', fontWeight: 700 }}>{lang === 'hi' ? result.band.hi : result.band.en}</p>
            <h3>{t.howScored}</h3>
            <ul className={styles.list}>
              {result.reasons.map((r) => (
                <li key={r.factor} className={styles.listItem} data-factor={r.factor}>
                  <span>{lang === 'hi' ? r.hi : r.en}</span>
                  <strong>{format(t.points, { points: r.points, max: r.maxPoints })}</strong>
                  <meter min={0} max={r.maxPoints} value={r.points} style={{ width: '100%' }} aria-hidden="true" />
                </li>
              ))}
            </ul>
            <p className={styles.muted}>{t.fun}</p>
          </div>
        </section>
      )}
    </>
  );
}
