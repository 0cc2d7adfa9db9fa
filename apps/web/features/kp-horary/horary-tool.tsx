'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getJson, isApiFailure } from '@/features/api/client';
import { fmtDateTime, fmtDeg, pick } from '@/features/kundli/format';
import { PlaceField } from '@/features/place-input/place-field';
import type { Place } from '@/features/place-input/types';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { horaryMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

type Name = { en: string; hi: string };
type Point = { lon: number; sign: Name; star: Name; sub: Name };
type Horary = {
  number: number; moment: string; place: { zone: string };
  row: { sign: Name; star: Name; sub: Name };
  cusps: Array<Point & { house: number }>;
  planets: Array<Point & { graha: Name; house: number }>;
  significators: Array<{ house: number; a: Name[]; b: Name[]; c: Name[]; d: Name[] }>;
  rulingPlanets: { day: Name; list: Name[] };
};

/** KP horary: a number and a place, then the chart of this moment with that number rising. */
export function HoraryTool() {
  const { lang } = useI18n();
  const t = horaryMessages[lang];
  const [number, setNumber] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'number' | 'place' | 'form', string>>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [chart, setChart] = useState<Horary | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const n = (xs: Name[]) => xs.map((x) => pick(x, lang)).join(', ') || '—';

  // a new answer takes the focus to its heading (screen readers hear it; keyboard users continue from there)
  useEffect(() => {
    if (chart) headingRef.current?.focus();
  }, [chart]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const num = Number(number.trim());
    const errs: typeof errors = {};
    if (!/^\d+$/.test(number.trim()) || num < 1 || num > 249) errs.number = t.numberInvalid;
    if (!place) errs.place = t.placeRequired;
    setErrors(errs);
    if (Object.keys(errs).length) {
      // after React has drawn the errors
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setIsBusy(true);
    try {
      const res = await getJson<{ data: Horary }>(`/api/astro/kp/horary?number=${num}&place=${place!.id}`);
      if (isApiFailure(res)) setErrors({ form: t.failed });
      else {
        setChart(res.data);
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
            <label htmlFor="horary-number">{t.number}</label>
            <input id="horary-number" inputMode="numeric" value={number} onChange={(e) => setNumber(e.target.value)} aria-invalid={!!errors.number} aria-describedby="horary-number-error" />
            <p id="horary-number-error" className={styles.alert}>{errors.number}</p>
          </div>
          <PlaceField id="horary-place" label={t.place} hint={t.placeHint} error={errors.place} value={place} onChange={setPlace} />
        </div>
        {Object.keys(errors).length > 0 && <p role="alert" className={styles.alert}>{errors.form ?? t.fixErrors}</p>}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={isBusy} aria-busy={isBusy}>{isBusy ? t.busy : t.submit}</button>
        </div>
      </form>

      {chart && (
        <section className={styles.section} aria-labelledby="horary-title" data-testid="horary-chart">
          <h2 id="horary-title" ref={headingRef} tabIndex={-1}>{format(t.chartOf, { n: String(chart.number) })}</h2>
          <dl className={styles.dl}>
            <dt>{t.moment}</dt><dd>{fmtDateTime(chart.moment, lang, chart.place.zone)}</dd>
          </dl>
          <p className={styles.note} data-testid="horary-rising">{format(t.rising, { sign: pick(chart.row.sign, lang), star: pick(chart.row.star, lang), sub: pick(chart.row.sub, lang) })}</p>
          <h3>{t.cusps}</h3>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.cusps}>
            <table className={styles.table} data-testid="horary-cusps">
              <thead><tr><th scope="col">{t.house}</th><th scope="col">{t.sign}</th><th scope="col">{t.degree}</th><th scope="col">{t.star}</th><th scope="col">{t.sub}</th></tr></thead>
              <tbody>{chart.cusps.map((c) => <tr key={c.house}><th scope="row">{c.house}</th><td>{pick(c.sign, lang)}</td><td>{fmtDeg(c.lon % 30)}</td><td>{pick(c.star, lang)}</td><td>{pick(c.sub, lang)}</td></tr>)}</tbody>
            </table>
          </div>
          <h3>{t.planets}</h3>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.planets}>
            <table className={styles.table} data-testid="horary-planets">
              <thead><tr><th scope="col">{t.planet}</th><th scope="col">{t.sign}</th><th scope="col">{t.degree}</th><th scope="col">{t.star}</th><th scope="col">{t.sub}</th><th scope="col">{t.house}</th></tr></thead>
              <tbody>{chart.planets.map((p) => <tr key={p.graha.en}><th scope="row">{pick(p.graha, lang)}</th><td>{pick(p.sign, lang)}</td><td>{fmtDeg(p.lon % 30)}</td><td>{pick(p.star, lang)}</td><td>{pick(p.sub, lang)}</td><td>{p.house}</td></tr>)}</tbody>
            </table>
          </div>
          <h3>{t.significators}</h3>
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.significators}>
            <table className={styles.table} data-testid="horary-significators">
              <thead><tr><th scope="col">{t.house}</th><th scope="col">A</th><th scope="col">B</th><th scope="col">C</th><th scope="col">D</th></tr></thead>
              <tbody>{chart.significators.map((s) => <tr key={s.house}><th scope="row">{s.house}</th><td>{n(s.a)}</td><td>{n(s.b)}</td><td>{n(s.c)}</td><td>{n(s.d)}</td></tr>)}</tbody>
            </table>
          </div>
          <h3>{t.ruling}</h3>
          <p data-testid="horary-ruling">{format(t.rulingNote, { day: pick(chart.rulingPlanets.day, lang), list: n(chart.rulingPlanets.list) })}</p>
        </section>
      )}
    </>
  );
}
