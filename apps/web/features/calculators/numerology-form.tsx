'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { isApiFailure, postJson } from '@/features/api/client';
import { errorsFromApi } from '@/features/kundli/birth-draft';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { DateField } from '@/features/ui/date-time-fields';
import { calculatorMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

type Bi = { en: string; hi: string };
type NumberResult = { value: number; root: number; isMaster: boolean; steps: string; grahaLabel: Bi; traits: Bi };
type Result = {
  name: string;
  lifePath: NumberResult; destiny: NumberResult; soulUrge: NumberResult; personality: NumberResult; birthday: NumberResult;
  lucky: { basis: Bi; numbers: number[]; colours: Bi[]; days: Bi[] };
};
const KEYS = ['lifePath', 'destiny', 'soulUrge', 'personality', 'birthday'] as const;

/** Name and birth date → the five core numbers, each with its arithmetic, ruling graha and meaning. */
export function NumerologyForm({ articleSlugs }: { articleSlugs: string[] }) {
  const { lang } = useI18n();
  const t = calculatorMessages[lang];
  const [f, setF] = useState({ name: '', birthDate: '', system: 'pythagorean' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const pick = (b: Bi) => (lang === 'hi' ? b.hi : b.en);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the API checks the form (numerologyRequestSchema) and its sentence is shown in the page's language: the page does
    // not load zod for it
    setError(null);
    setBusy(true);
    try {
      const res = await postJson<{ data: Result }>('/api/numerology_calculator', f);
      if (isApiFailure(res)) { setError(Object.values(errorsFromApi(res, lang, t.failed))[0] ?? t.failed); return; }
      setResult(res.data);
    } catch { setError(t.failed); } finally { setBusy(false); }
  };

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          <div className={styles.field}><label htmlFor="num-name">{t.name}</label><input id="num-name" value={f.name} maxLength={80} onChange={(e) => setF({ ...f, name: e.target.value })} /></div>
          <div className={styles.field}><label htmlFor="num-date">{t.birthDate}</label><DateField id="num-date" value={f.birthDate} onChange={(v) => setF({ ...f, birthDate: v })} /></div>
          <div className={styles.field}><label htmlFor="num-sys">{t.system}</label><select id="num-sys" value={f.system} onChange={(e) => setF({ ...f, system: e.target.value })}><option value="pythagorean">{t.pythagorean}</option><option value="chaldean">{t.chaldean}</option></select></div>
        </div>
        {error && <p role="alert" className={styles.alert}>{error}</p>}
        <div className={styles.actions}><button type="submit" className="button" disabled={busy}>{busy ? t.calculating : t.calculate}</button></div>
      </form>
      {result && (
        <section className={styles.report} aria-labelledby="num-result" data-testid="numerology-result">
          <h2 id="num-result">{format(t.numbersOf, { name: result.name })}</h2>
          <div className={styles.cards}>
            {KEYS.map((k) => {
              const n = result[k];
              const slug = `number-${n.root}`;
              return (
                <article key={k} className={styles.card} data-number={k}>
                  <h3 style={{ margin: 0 }}>{t[k]}: <span style={{ fontSize: '1.6rem' }}>{n.value}</span>{n.isMaster && <span className={styles.badgeMid} style={{ marginLeft: 8 }}>{t.master}</span>}</h3>
                  <p className={styles.muted} style={{ fontFamily: 'ui-monospace, monospace', fontSize: '0.85rem', wordBreak: 'break-word' }}>{n.steps}</p>
                  <p style={{ margin: '4px 0' }}>{format(t.ruledBy, { graha: pick(n.grahaLabel) })}: {pick(n.traits)}</p>
                  {articleSlugs.includes(slug) && <Link href={`/numerology/${slug}`}>{format(t.readNumber, { n: n.root })}</Link>}
                </article>
              );
            })}
          </div>
          <div className={styles.card}>
            <h3>{t.lucky}</h3>
            <p className={styles.muted}>{pick(result.lucky.basis)}</p>
            <dl className={styles.dl}>
              <dt>{t.luckyNumbers}</dt><dd>{result.lucky.numbers.join(', ')}</dd>
              <dt>{t.luckyColours}</dt><dd>{result.lucky.colours.map(pick).join(', ')}</dd>
              <dt>{t.luckyDays}</dt><dd>{result.lucky.days.map(pick).join(', ')}</dd>
            </dl>
          </div>
        </section>
      )}
    </>
  );
}
