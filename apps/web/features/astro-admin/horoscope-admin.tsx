'use client';

import { useState, type FormEvent } from 'react';
import { horoscopeOverrideSchema } from '@nakshatra/shared';
import { apiErrorOf, isApiFailure, putJson } from '@/features/api/client';
import { SIGNS } from '@/features/horoscope/signs';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { refreshHoroscopePages } from './actions';
import { astroAdminMessages } from './messages';
import styles from '@/features/admin/admin.module.css';

type Sections = { overview: string; love: string; career: string; money: string; health: string };
type Horoscope = { type: string; sign: { number: number }; period: { start: string; end: string }; sections: Sections; lucky: { number: number; colour: string; time: string }; why: string; isEdited: boolean; editedAt?: string };
type Key = { type: 'daily' | 'weekly' | 'monthly' | 'yearly'; sign: number; date: string; lang: 'en' | 'hi' };
const SECTION_KEYS = ['overview', 'love', 'career', 'money', 'health'] as const;
const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** Admin: open a generated horoscope (type, sign, date, language), edit or replace it, or drop the edit. */
export function HoroscopeAdmin() {
  const { lang } = useI18n();
  const t = astroAdminMessages[lang];
  const [key, setKey] = useState<Key>({ type: 'daily', sign: 1, date: todayIst(), lang: 'en' });
  const [loaded, setLoaded] = useState<{ key: Key; h: Horoscope } | null>(null);
  const [form, setForm] = useState<{ sections: Sections; luckyNumber: string; luckyColour: string; luckyTime: string; why: string } | null>(null);
  const [status, setStatus] = useState<{ text: string; isError?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (k: Key, h: Horoscope) => {
    setLoaded({ key: k, h });
    setForm({ sections: { ...h.sections }, luckyNumber: String(h.lucky.number), luckyColour: h.lucky.colour, luckyTime: h.lucky.time, why: h.why });
  };

  const load = async (e?: FormEvent) => {
    e?.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const res = await fetch(`/api/get_single_horoscope_by_type/${key.type}/${key.sign}/${key.date}?lang=${key.lang}`, { cache: 'no-store', headers: { accept: 'application/json' } });
      const body = (await res.json()) as { data?: Horoscope; error?: { message?: string } };
      if (!res.ok || !body.data) setStatus({ text: body.error?.message ?? t.loadFailed, isError: true });
      else show({ ...key }, body.data);
    } catch {
      setStatus({ text: t.loadFailed, isError: true });
    } finally {
      setBusy(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!loaded || !form) return;
    const body = { sections: form.sections, luckyNumber: form.luckyNumber ? Number(form.luckyNumber) : undefined, luckyColour: form.luckyColour || undefined, luckyTime: form.luckyTime || undefined, why: form.why || undefined };
    const parsed = horoscopeOverrideSchema.safeParse(body);
    if (!parsed.success) { setStatus({ text: format(t.failed, { message: parsed.error.issues[0].message }), isError: true }); return; }
    setBusy(true);
    const k = loaded.key;
    try {
      const res = await putJson<{ data: Horoscope }>(`/api/astro/admin/horoscopes/${k.type}/${k.sign}/${k.date}/${k.lang}`, parsed.data);
      if (isApiFailure(res)) { setStatus({ text: format(t.failed, { message: apiErrorOf(res).message ?? String(res.error_status) }), isError: true }); return; }
      show(k, res.data);
      await refreshHoroscopePages().catch(() => null);
      setStatus({ text: t.saved });
    } finally {
      setBusy(false);
    }
  };

  const revert = async () => {
    if (!loaded) return;
    const k = loaded.key;
    setBusy(true);
    try {
      const res = await fetch(`/api/astro/admin/horoscopes/${k.type}/${k.sign}/${k.date}/${k.lang}`, { method: 'DELETE', credentials: 'include', headers: { accept: 'application/json' } });
      const body = (await res.json().catch(() => ({}))) as { data?: { horoscope: Horoscope }; error?: { message?: string } };
      if (!res.ok || !body.data) { setStatus({ text: format(t.failed, { message: body.error?.message ?? String(res.status) }), isError: true }); return; }
      show(k, body.data.horoscope);
      await refreshHoroscopePages().catch(() => null);
      setStatus({ text: t.reverted });
    } finally {
      setBusy(false);
    }
  };

  const signSlug = SIGNS[(loaded?.key.sign ?? 1) - 1].slug;
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <form onSubmit={load} className={styles.toolbar} aria-label={t.load}>
        <label>{t.type}{' '}
          <select value={key.type} onChange={(e) => setKey({ ...key, type: e.target.value as Key['type'] })}>
            {(['daily', 'weekly', 'monthly', 'yearly'] as const).map((p) => <option key={p} value={p}>{t[p]}</option>)}
          </select>
        </label>
        <label>{t.sign}{' '}
          <select value={key.sign} onChange={(e) => setKey({ ...key, sign: Number(e.target.value) })}>
            {SIGNS.map((s) => <option key={s.n} value={s.n}>{lang === 'hi' ? s.hi : s.en}</option>)}
          </select>
        </label>
        <label>{t.date}{' '}<input type="date" value={key.date} onChange={(e) => setKey({ ...key, date: e.target.value })} required /></label>
        <label>{t.language}{' '}
          <select value={key.lang} onChange={(e) => setKey({ ...key, lang: e.target.value as Key['lang'] })}>
            <option value="en">{t.english}</option>
            <option value="hi">{t.hindi}</option>
          </select>
        </label>
        <button type="submit" disabled={busy}>{busy ? t.loading : t.load}</button>
      </form>
      {status && <p role={status.isError ? 'alert' : 'status'} className={status.isError ? styles.errorText : undefined}>{status.text}</p>}
      {loaded && form && (
        <form onSubmit={save} style={{ display: 'grid', gap: 12, maxWidth: 820 }} lang={loaded.key.lang} data-testid="horoscope-editor">
          <p>
            <strong>{format(t.period, { start: loaded.h.period.start, end: loaded.h.period.end })}</strong> ·{' '}
            {loaded.h.isEdited ? format(t.edited, { when: loaded.h.editedAt?.slice(0, 16).replace('T', ' ') ?? '' }) : t.generated} ·{' '}
            <a href={`/${loaded.key.lang}/horoscope/${loaded.key.type}/${signSlug}`} target="_blank" rel="noreferrer">{t.view}</a>
          </p>
          {SECTION_KEYS.map((s) => (
            <label key={s} style={{ display: 'grid', gap: 4 }}>
              <strong>{t[s]}</strong>
              <textarea rows={4} value={form.sections[s]} maxLength={3000} onChange={(e) => setForm({ ...form, sections: { ...form.sections, [s]: e.target.value } })} style={{ font: 'inherit', padding: 8 }} />
            </label>
          ))}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <label style={{ display: 'grid', gap: 4 }}>{t.luckyNumber}<input inputMode="numeric" value={form.luckyNumber} onChange={(e) => setForm({ ...form, luckyNumber: e.target.value })} /></label>
            <label style={{ display: 'grid', gap: 4 }}>{t.luckyColour}<input value={form.luckyColour} maxLength={40} onChange={(e) => setForm({ ...form, luckyColour: e.target.value })} /></label>
            <label style={{ display: 'grid', gap: 4 }}>{t.luckyTime}<input value={form.luckyTime} maxLength={40} onChange={(e) => setForm({ ...form, luckyTime: e.target.value })} /></label>
          </div>
          <label style={{ display: 'grid', gap: 4 }}>{t.why}<input value={form.why} maxLength={500} onChange={(e) => setForm({ ...form, why: e.target.value })} /></label>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
            <button type="submit" disabled={busy}>{busy ? t.saving : t.save}</button>
            {loaded.h.isEdited && <button type="button" onClick={revert} disabled={busy}>{t.revert}</button>}
          </div>
        </form>
      )}
    </section>
  );
}
