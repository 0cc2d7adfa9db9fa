'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getJson, isApiFailure } from '@/features/api/client';
import { fmtDateTime, fmtTime, pick } from '@/features/kundli/format';
import { PlaceField } from '@/features/place-input/place-field';
import type { Place } from '@/features/place-input/types';
import { isoToIndianDate, parseIndianDate } from '@/features/ui/dates';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { muhurtaMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

const EVENTS = ['marriage', 'griha_pravesh', 'vehicle', 'business', 'naming', 'mundan'] as const;
type EventName = (typeof EVENTS)[number];
type Name = { en: string; hi: string };
type Reason = { kind: string; name?: Name; rikta?: boolean; problem?: string };
type Window = {
  start: string; end: string; minutes: number; weekday: Name;
  tithis: Name[]; nakshatras: Name[]; yogas: Name[]; karanas: Name[]; lagnas: Name[];
  avoided: Array<{ start: string; end: string; reasons: Reason[] }>;
};
type Result = {
  event: EventName; from: string; to: string;
  place: { zone: string };
  rules: { nakshatras: Name[]; weekdays: Name[]; tithis: Name[]; kharmas: boolean; lagna: 'marriage' | 'fixed' | 'plain' };
  windows: Window[];
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The muhurta finder: event, dates and place, then the windows with their reasons. */
export function MuhurtaTool() {
  const { lang } = useI18n();
  const t = muhurtaMessages[lang];
  const today = new Date();
  const [event, setEvent] = useState<EventName>('marriage');
  const [from, setFrom] = useState(isoToIndianDate(iso(today)));
  const [to, setTo] = useState(isoToIndianDate(iso(new Date(today.getTime() + 60 * 86_400_000))));
  const [place, setPlace] = useState<Place | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to' | 'place' | 'form', string>>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  // a new answer takes the focus to its heading (screen readers hear it; keyboard users continue from there)
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const f = parseIndianDate(from);
    const tt = parseIndianDate(to);
    const errs: typeof errors = {};
    const isIso = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
    if (!isIso(f)) errs.from = t.dateInvalid;
    if (!isIso(tt)) errs.to = t.dateInvalid;
    if (isIso(f) && isIso(tt)) {
      const days = (Date.parse(tt) - Date.parse(f)) / 86_400_000;
      if (!(days >= 0 && days < 92)) errs.to = t.rangeInvalid;
    }
    if (!place) errs.place = t.placeRequired;
    setErrors(errs);
    if (Object.keys(errs).length > 0) {
      // after React has drawn the errors
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setIsBusy(true);
    try {
      const res = await getJson<{ data: Result }>(`/api/astro/muhurta?event=${event}&from=${f}&to=${tt}&place=${place!.id}`);
      if (isApiFailure(res)) setErrors({ form: t.failed });
      else {
        setResult(res.data);
      }
    } catch {
      setErrors({ form: t.failed });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-label={t.title}>
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor="muhurta-event">{t.event}</label>
            <select id="muhurta-event" value={event} onChange={(e) => setEvent(e.target.value as EventName)}>
              {EVENTS.map((ev) => <option key={ev} value={ev}>{t.events[ev]}</option>)}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="muhurta-from">{t.from}</label>
            <input id="muhurta-from" inputMode="numeric" placeholder="DD/MM/YYYY" value={from} onChange={(e) => setFrom(e.target.value)} aria-invalid={!!errors.from} aria-describedby="muhurta-from-error" />
            <p id="muhurta-from-error" className={styles.alert}>{errors.from}</p>
          </div>
          <div className={styles.field}>
            <label htmlFor="muhurta-to">{t.to}</label>
            <input id="muhurta-to" inputMode="numeric" placeholder="DD/MM/YYYY" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={!!errors.to} aria-describedby="muhurta-to-error" />
            <p id="muhurta-to-error" className={styles.alert}>{errors.to}</p>
          </div>
          <PlaceField id="muhurta-place" label={t.place} hint={t.placeHint} error={errors.place} value={place} onChange={setPlace} />
        </div>
        {Object.keys(errors).length > 0 && <p role="alert" className={styles.alert}>{errors.form ?? t.fixErrors}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>{isBusy ? t.searching : t.search}</button>
        </div>
      </form>

      {result && (
        <section className={styles.section} aria-labelledby="muhurta-results" data-testid="muhurta-results">
          <h2 id="muhurta-results" ref={resultRef} tabIndex={-1}>{t.events[result.event]}</h2>
          <p role="status">{result.windows.length ? format(t.found, { n: String(result.windows.length), from: isoToIndianDate(result.from), to: isoToIndianDate(result.to) }) : t.none}</p>
          <ol className={styles.cards} style={{ listStyle: 'none', padding: 0 }}>
            {result.windows.map((w) => <WindowCard key={w.start} w={w} r={result} lang={lang} />)}
          </ol>
          <details className={styles.advanced}>
            <summary>{t.rules}</summary>
            <dl className={styles.dl}>
              <dt>{t.rulesNakshatras}</dt><dd>{result.rules.nakshatras.map((n) => pick(n, lang)).join(', ')}</dd>
              <dt>{t.rulesWeekdays}</dt><dd>{result.rules.weekdays.map((n) => pick(n, lang)).join(', ')}</dd>
              <dt>{t.rulesTithis}</dt><dd>{result.rules.tithis.map((n) => pick(n, lang)).join(', ')}</dd>
            </dl>
            <p className={styles.muted}>{t.alwaysAvoided}</p>
          </details>
          <p className={styles.note}><Link href={lang === 'hi' ? '/hi/astrology-services/chat-with-astrologer' : '/astrology-services/chat-with-astrologer'}>{t.askAstrologer}</Link></p>
        </section>
      )}
    </>
  );
}

function WindowCard({ w, r, lang }: { w: Window; r: Result; lang: 'en' | 'hi' }) {
  const t = muhurtaMessages[lang];
  const zone = r.place.zone;
  const names = (xs: Name[]) => xs.map((x) => pick(x, lang)).join(', ');
  const why = [
    format(t.tithiOk, { name: names(w.tithis) }),
    format(t.nakshatraOk, { name: names(w.nakshatras) }),
    format(t.weekdayOk, { name: pick(w.weekday, lang) }),
    format(t.yogaOk, { name: names(w.yogas) }),
    format(t.karanaOk, { name: names(w.karanas) }),
    t.periodsOk,
    format(t.lagnaOk, { name: names(w.lagnas), seventh: r.rules.lagna === 'marriage' ? t.lagnaSeventh : '' }) + (r.rules.lagna === 'fixed' ? t.lagnaFixed : ''),
    ...(r.rules.kharmas ? [t.kharmasOk] : []),
  ];
  const reasonText = (x: Reason): string => {
    const name = x.name ? pick(x.name, lang) : '';
    if (x.kind === 'lagna' && x.problem) return format(t.reasons[x.problem as keyof typeof t.reasons], { name });
    if (x.kind === 'tithi') return format(x.rikta ? t.reasons.tithiRikta : t.reasons.tithi, { name });
    return format(t.reasons[x.kind as keyof typeof t.reasons] ?? x.kind, { name });
  };
  return (
    <li className={styles.card} data-testid="muhurta-window">
      <h3>
        <time dateTime={w.start}>{fmtDateTime(w.start, lang, zone)}</time> – <time dateTime={w.end}>{fmtTime(w.end, lang, zone)}</time>
      </h3>
      <p className={styles.muted}>{format(t.minutes, { n: String(w.minutes) })} · {pick(w.weekday, lang)}</p>
      <h4>{t.why}</h4>
      <ul data-testid="muhurta-why">{why.map((x) => <li key={x}>{x}</li>)}</ul>
      {w.avoided.length > 0 && (
        <>
          <h4>{t.avoided}</h4>
          <ul data-testid="muhurta-avoided">
            {w.avoided.map((a) => (
              <li key={a.start}>
                {format(a.end <= w.start ? t.before : t.after, { from: fmtTime(a.start, lang, zone), to: fmtTime(a.end, lang, zone) })} {a.reasons.map(reasonText).join('; ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
