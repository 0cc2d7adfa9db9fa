'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure, postJson, putJson } from '@/features/api/client';
import { formatDateTime } from '@/features/wallet/money';
import adminStyles from '@/features/admin/admin.module.css';
import styles from './commerce-admin.module.css';

type Pooja = { id: string; slug: string; title: string };
type Slot = { id: string; startsAt: string; capacity: number; reserved: number; booked: number; status: string; reason: { en: string; hi?: string } | null };
type Coupon = { code: string; kind: string; value: number; minOrderPaise: number; maxDiscountPaise: number | null; appliesTo: string; validTo: string | null; maxUses: number | null; perUserLimit: number; used: number; active: boolean };

const text = {
  en: {
    title: 'Pooja schedule and coupons', pooja: 'Pooja', loading: 'Loading…', failed: 'Could not load this. Please try again.',
    when: 'Starts', seats: 'Seats', booked: 'Booked', held: 'Held', state: 'State', reason: 'Why this date', actions: 'Change',
    add: 'Add a slot', startsAt: 'Date and time (IST)', capacity: 'Seats', reasonEn: 'Reason (English, optional)', save: 'Add',
    close: 'Close', open: 'Open', setCapacity: 'Set seats', blackout: 'Block a date', blackoutDate: 'Date', blackoutNote: 'Note', block: 'Block',
    coupons: 'Coupons', code: 'Code', kind: 'Kind', value: 'Value (basis points for %, paise for fixed)', minOrder: 'Minimum order (paise)', maxDiscount: 'Largest discount (paise, optional)',
    appliesTo: 'For', perUser: 'Uses per customer', maxUses: 'Uses in all (optional)', validTo: 'Valid until (optional)', used: 'Used', saveCoupon: 'Save coupon',
    bookings: 'Bookings of a day', day: 'Day', sheet: 'Sankalp sheet (PDF)', saved: 'Saved.',
  },
  hi: {
    title: 'पूजा कार्यक्रम और कूपन', pooja: 'पूजा', loading: 'लोड हो रहा है…', failed: 'यह लोड नहीं हो सका। कृपया फिर कोशिश करें।',
    when: 'आरंभ', seats: 'स्थान', booked: 'बुक', held: 'रोके गए', state: 'स्थिति', reason: 'यह तिथि क्यों', actions: 'बदलें',
    add: 'स्लॉट जोड़ें', startsAt: 'तिथि और समय (IST)', capacity: 'स्थान', reasonEn: 'कारण (अंग्रेज़ी, वैकल्पिक)', save: 'जोड़ें',
    close: 'बंद करें', open: 'खोलें', setCapacity: 'स्थान तय करें', blackout: 'तिथि रोकें', blackoutDate: 'तिथि', blackoutNote: 'टिप्पणी', block: 'रोकें',
    coupons: 'कूपन', code: 'कोड', kind: 'प्रकार', value: 'मान (% के लिए बेसिस पॉइंट, निश्चित के लिए पैसे)', minOrder: 'न्यूनतम ऑर्डर (पैसे)', maxDiscount: 'अधिकतम छूट (पैसे, वैकल्पिक)',
    appliesTo: 'किसके लिए', perUser: 'प्रति ग्राहक उपयोग', maxUses: 'कुल उपयोग (वैकल्पिक)', validTo: 'कब तक मान्य (वैकल्पिक)', used: 'उपयोग हुआ', saveCoupon: 'कूपन सहेजें',
    bookings: 'किसी दिन की बुकिंग', day: 'दिन', sheet: 'संकल्प सूची (PDF)', saved: 'सहेज लिया गया।',
  },
};

/** /admin/pooja-schedule: slots, seats and blackout dates of each pooja, the day's sankalp sheet, and coupons. */
export function ScheduleAdmin({ poojas }: { poojas: Pooja[] }) {
  const { lang } = useI18n();
  const t = text[lang];
  const ids = { pooja: useId(), start: useId(), cap: useId(), reason: useId(), bdate: useId(), bnote: useId(), day: useId() };
  const [poojaId, setPoojaId] = useState(poojas[0]?.id ?? '');
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [add, setAdd] = useState({ start: '', capacity: '10', reason: '' });
  const [black, setBlack] = useState({ date: '', note: '' });
  const [day, setDay] = useState('');
  const reload = useCallback(async () => {
    if (!poojaId) return;
    const r = await getJson<{ data: { slots: Slot[] } }>(`/api/admin/pooja/${poojaId}/slots`);
    if (isApiFailure(r)) setError(apiErrorOf(r).message ?? t.failed);
    else {
      setSlots(r.data.slots);
      setError(null);
    }
  }, [poojaId, t.failed]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const done = async (r: unknown) => {
    if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
    else {
      toast.success(t.saved);
      await reload();
    }
  };
  const addSlot = async (e: FormEvent) => {
    e.preventDefault();
    await done(await postJson(`/api/admin/pooja/${poojaId}/slots`, { starts_at: `${add.start}:00+05:30`, capacity: Number(add.capacity), ...(add.reason.trim() ? { reason: { en: add.reason.trim() } } : {}) }));
  };
  const block = async (e: FormEvent) => {
    e.preventDefault();
    await done(await postJson(`/api/admin/pooja/${poojaId}/blackouts`, { date: black.date, ...(black.note.trim() ? { note: black.note.trim() } : {}) }));
  };
  return (
    <section aria-labelledby="schedule-title" className={styles.section}>
      <h1 id="schedule-title">{t.title}</h1>
      <label htmlFor={ids.pooja}>{t.pooja}{' '}
        <select id={ids.pooja} value={poojaId} onChange={(e) => setPoojaId(e.target.value)}>
          {poojas.map((p) => <option key={p.id} value={p.id}>{p.title}</option>)}
        </select>
      </label>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      {!slots && !error && <p aria-live="polite">{t.loading}</p>}
      {slots && (
        <div className={styles.scroll}>
          <table className={adminStyles.table}>
            <thead><tr><th scope="col">{t.when}</th><th scope="col">{t.seats}</th><th scope="col">{t.booked}</th><th scope="col">{t.held}</th><th scope="col">{t.state}</th><th scope="col">{t.reason}</th><th scope="col">{t.actions}</th></tr></thead>
            <tbody>
              {slots.map((s) => (
                <tr key={s.id}>
                  <td>{formatDateTime(s.startsAt, lang)}</td>
                  <td>{s.capacity}</td><td>{s.booked}</td><td>{s.reserved}</td><td>{s.status}</td>
                  <td>{s.reason ? (lang === 'hi' && s.reason.hi ? s.reason.hi : s.reason.en) : '—'}</td>
                  <td>
                    <button type="button" onClick={async () => done(await putJson(`/api/admin/pooja/slots/${s.id}`, { status: s.status === 'open' ? 'closed' : 'open' }))}>{s.status === 'open' ? t.close : t.open}</button>{' '}
                    <button type="button" onClick={async () => {
                      const v = window.prompt(t.setCapacity, String(s.capacity));
                      if (v != null && v.trim()) await done(await putJson(`/api/admin/pooja/slots/${s.id}`, { capacity: Number(v) }));
                    }}>{t.setCapacity}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className={styles.grid}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={addSlot} aria-label={t.add}>
          <h2>{t.add}</h2>
          <label htmlFor={ids.start}>{t.startsAt}<input id={ids.start} type="datetime-local" required value={add.start} onChange={(e) => setAdd({ ...add, start: e.target.value })} /></label>
          <label htmlFor={ids.cap}>{t.capacity}<input id={ids.cap} type="number" min={1} max={1000} required value={add.capacity} onChange={(e) => setAdd({ ...add, capacity: e.target.value })} /></label>
          <label htmlFor={ids.reason}>{t.reasonEn}<input id={ids.reason} value={add.reason} onChange={(e) => setAdd({ ...add, reason: e.target.value })} /></label>
          <button type="submit">{t.save}</button>
        </form>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={block} aria-label={t.blackout}>
          <h2>{t.blackout}</h2>
          <label htmlFor={ids.bdate}>{t.blackoutDate}<input id={ids.bdate} type="date" required value={black.date} onChange={(e) => setBlack({ ...black, date: e.target.value })} /></label>
          <label htmlFor={ids.bnote}>{t.blackoutNote}<input id={ids.bnote} value={black.note} onChange={(e) => setBlack({ ...black, note: e.target.value })} /></label>
          <button type="submit">{t.block}</button>
        </form>
        <div className={`${styles.panel} ${styles.form}`}>
          <h2>{t.bookings}</h2>
          <label htmlFor={ids.day}>{t.day}<input id={ids.day} type="date" value={day} onChange={(e) => setDay(e.target.value)} /></label>
          {day && <a href={`/api/admin/pooja/sankalp-sheet.pdf?date=${day}`} target="_blank" rel="noreferrer">{t.sheet}</a>}
        </div>
      </div>
      <Coupons />
    </section>
  );
}

function Coupons() {
  const { lang } = useI18n();
  const t = text[lang];
  const [rows, setRows] = useState<Coupon[] | null>(null);
  const [f, setF] = useState({ code: '', kind: 'percent', value: '1000', min: '0', max: '', applies: 'all', perUser: '1', maxUses: '', validTo: '' });
  const reload = useCallback(async () => {
    const r = await getJson<{ data: Coupon[] }>('/api/admin/coupons');
    if (!isApiFailure(r)) setRows(r.data);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const code = f.code.trim().toUpperCase();
    const r = await putJson(`/api/admin/coupons/${encodeURIComponent(code)}`, {
      code, kind: f.kind, value: Number(f.value), min_order_paise: Number(f.min || 0), applies_to: f.applies, per_user_limit: Number(f.perUser || 1),
      ...(f.max ? { max_discount_paise: Number(f.max) } : {}), ...(f.maxUses ? { max_uses: Number(f.maxUses) } : {}), ...(f.validTo ? { valid_to: `${f.validTo}T23:59:59+05:30` } : {}),
    });
    if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
    else {
      toast.success(t.saved);
      await reload();
    }
  };
  const field = (key: keyof typeof f, label: string, props: Record<string, unknown> = {}) => (
    <label>{label}<input value={f[key]} onChange={(e) => setF({ ...f, [key]: e.target.value })} {...props} /></label>
  );
  return (
    <section className={styles.panel} aria-labelledby="coupons-title">
      <h2 id="coupons-title">{t.coupons}</h2>
      {rows && (
        <div className={styles.scroll}>
          <table className={adminStyles.table}>
            <thead><tr><th scope="col">{t.code}</th><th scope="col">{t.kind}</th><th scope="col">{t.value}</th><th scope="col">{t.appliesTo}</th><th scope="col">{t.used}</th><th scope="col">{t.validTo}</th></tr></thead>
            <tbody>{rows.map((c) => <tr key={c.code}><td className={styles.mono}>{c.code}</td><td>{c.kind}</td><td>{c.kind === 'percent' ? `${c.value / 100}%` : `₹${c.value / 100}`}</td><td>{c.appliesTo}</td><td>{c.used}{c.maxUses ? ` / ${c.maxUses}` : ''}</td><td>{c.validTo ? formatDateTime(c.validTo, lang) : '—'}</td></tr>)}</tbody>
          </table>
        </div>
      )}
      <form className={styles.form} onSubmit={save}>
        {field('code', t.code, { required: true, minLength: 3, maxLength: 40 })}
        <label>{t.kind}<select value={f.kind} onChange={(e) => setF({ ...f, kind: e.target.value })}><option value="percent">%</option><option value="fixed">₹</option></select></label>
        {field('value', t.value, { type: 'number', min: 1, required: true })}
        {field('min', t.minOrder, { type: 'number', min: 0 })}
        {field('max', t.maxDiscount, { type: 'number', min: 1 })}
        <label>{t.appliesTo}<select value={f.applies} onChange={(e) => setF({ ...f, applies: e.target.value })}><option value="all">all</option><option value="shop">shop</option><option value="pooja">pooja</option></select></label>
        {field('perUser', t.perUser, { type: 'number', min: 1 })}
        {field('maxUses', t.maxUses, { type: 'number', min: 1 })}
        {field('validTo', t.validTo, { type: 'date' })}
        <button type="submit">{t.saveCoupon}</button>
      </form>
    </section>
  );
}
