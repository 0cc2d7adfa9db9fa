'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { format, type Locale } from '@/i18n';
import { isApiFailure } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import { onDemand } from '@/features/ui/on-demand';
import { formatPaise } from '@/features/wallet/money';
import { formatLongDay, formatTime, istDateKey } from '@/features/shop/format';
import type { ShopMessages } from '@/features/shop/messages';
import { bookPooja, getBookingOptions } from './commerce-api';
import type { OrderMessages } from './messages';
import { PaymentOptions, useWalletBalance, type PayChoice } from './payment-options';
import { placeAndPay } from './place-order';
import { inLang, type Address, type BookingOptions, type Participant, type PoojaSlot } from './types';
import styles from '@/features/shop/shop.module.css';

// fetched only when needed: signing in, and the address book of a package with prasad
const LoginDialog = onDemand(() => import('@/features/auth/login-dialog').then((m) => m.LoginDialog));
const AddressBook = onDemand(() => import('@/features/shop/address-book').then((m) => m.AddressBook));

type Props = {
  slug: string;
  lang: Locale;
  t: Pick<OrderMessages, 'booking' | 'pay' | 'errors'> & { address: ShopMessages['address']; common: ShopMessages['common']; addAddress: string };
};
type Draft = { packageCode: string | null; slotId: string | null; participants: Participant[]; sankalp: string; pay: PayChoice };
const draftKey = (slug: string) => `nk_booking_draft:${slug}`;

/**
 * The pooja page's booking panel: package, a slot (grouped by date with the reason the date was chosen; full and
 * closed slots shown but not choosable), participants, sankalp, the prasad address when the package posts prasad,
 * wallet and coupon, then the shared checkout (placeAndPay). What was filled in survives signing in.
 */
export function BookingPanel({ slug, lang, t }: Props) {
  const b = t.booking;
  const ids = { sankalp: useId(), hint: useId() };
  const [options, setOptions] = useState<BookingOptions | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [draft, setDraft] = useState<Draft>({ packageCode: null, slotId: null, participants: [{ name: '', gotra: '', relation: '' }], sankalp: '', pay: { useWallet: true, coupon: '' } });
  const [address, setAddress] = useState<Address | null>(null);
  const [isSignedIn, setIsSignedIn] = useState(false);
  const [isLoginOpen, setIsLoginOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const balance = useWalletBalance();

  const load = () => {
    setLoadFailed(false);
    getBookingOptions(slug)
      .then((res) => {
        if (isApiFailure(res)) return setLoadFailed(true);
        setOptions(res.data);
        setDraft((d) => ({ ...d, packageCode: d.packageCode ?? res.data.packages[0]?.code ?? null }));
      })
      .catch(() => setLoadFailed(true));
  };
  useEffect(() => {
    setIsSignedIn(Boolean(readUserDetails()));
    try {
      const saved = sessionStorage.getItem(draftKey(slug));
      if (saved) {
        setDraft(JSON.parse(saved) as Draft);
        sessionStorage.removeItem(draftKey(slug));
      }
    } catch {
      /* storage blocked or a broken copy: start afresh */
    }
    load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);

  const pkg = options?.packages.find((p) => p.code === draft.packageCode) ?? null;
  const byDate = useMemo(() => {
    const groups = new Map<string, PoojaSlot[]>();
    for (const s of options?.slots ?? []) {
      const key = istDateKey(s.starts_at);
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    return [...groups.values()];
  }, [options]);

  const update = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setParticipant = (i: number, patch: Partial<Participant>) =>
    setDraft((d) => ({ ...d, participants: d.participants.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));

  async function onSubmit() {
    if (!pkg) return setError(b.choosePackage);
    const slot = options?.slots.find((s) => s.id === draft.slotId && s.state === 'open');
    if (!slot) return setError(b.chooseSlot);
    if (draft.participants.some((p) => !p.name.trim())) return setError(b.nameNeeded);
    if (draft.participants.length > pkg.participants) return setError(format(b.maxParticipants, { n: pkg.participants }));
    if (!draft.sankalp.trim()) return setError(b.sankalpNeeded);
    if (!readUserDetails()) {
      try {
        sessionStorage.setItem(draftKey(slug), JSON.stringify(draft));
      } catch {
        /* storage blocked: the form is filled again after signing in */
      }
      setError(b.signIn);
      return setIsLoginOpen(true);
    }
    if (pkg.prasad && !address) return setError(b.addressNeeded);
    setError(null);
    setIsBusy(true);
    const participants = draft.participants.map((p) => ({ name: p.name.trim(), gotra: p.gotra?.trim() || undefined, relation: p.relation?.trim() || undefined }));
    const result = await placeAndPay(
      () => bookPooja(slug, { slot_id: slot.id, package_code: pkg.code, participants, sankalp: draft.sankalp.trim(), prasad_address_id: pkg.prasad ? address?.id : undefined, use_wallet: draft.pay.useWallet, coupon: draft.pay.coupon || undefined }),
      lang,
      { errors: t.errors, cancelled: b.cancelled },
    );
    if ('error' in result) {
      setError(result.error);
      if (result.status === 409) load(); // the slot filled up meanwhile: show the seats as they are now
    }
    setIsBusy(false);
  }

  if (loadFailed)
    return (
      <div className={styles.panel} role="alert">
        <p>{b.loadFailed}</p>
        <button type="button" className="button" onClick={load}>{t.common.retry}</button>
      </div>
    );
  if (!options) return <p className={styles.panel} aria-live="polite">{t.common.loading}</p>;

  const slotLabel = (s: PoojaSlot) =>
    `${formatTime(s.starts_at, lang)} · ${s.state === 'full' ? b.full : s.state === 'closed' ? b.closed : format(b.seatsLeft, { n: s.free })}`;

  return (
    <section className={styles.panel} aria-labelledby="booking-title" data-testid="booking-panel">
      <h2 id="booking-title">{b.title}</h2>
      <fieldset className={styles.choices}>
        <legend>{b.package}</legend>
        {options.packages.map((p) => (
          <label key={p.code} className={styles.choice} data-selected={p.code === draft.packageCode}>
            <input
              type="radio"
              name="package"
              value={p.code}
              checked={p.code === draft.packageCode}
              onChange={() => update({ packageCode: p.code, participants: draft.participants.slice(0, Math.max(1, p.participants)) })}
            />
            <span>
              <strong>{inLang(p.label, lang)}</strong>
              <br />
              <span className={styles.muted}>
                {format(b.packageFacts, { n: p.participants })}
                {p.prasad ? ` · ${b.withPrasad}` : ''}
              </span>
            </span>
            <span className={styles.choicePrice}>{formatPaise(p.price_paise)}</span>
          </label>
        ))}
        <p className={styles.muted}>{b.gstNote}</p>
      </fieldset>

      <fieldset className={styles.choices}>
        <legend>{b.date}</legend>
        {byDate.length === 0 && <p>{b.noSlots}</p>}
        {byDate.map((slots) => {
          const reason = slots.find((s) => s.reason)?.reason;
          return (
            <div key={slots[0].id} className={styles.dateGroup}>
              <h3>
                {formatLongDay(slots[0].starts_at, lang)}
                {reason && <span className={styles.muted}> · {inLang(reason, lang)}</span>}
              </h3>
              <div className={styles.slots}>
                {slots.map((s) => (
                  <label key={s.id} className={styles.choice} data-selected={s.id === draft.slotId} data-disabled={s.state !== 'open'}>
                    <input type="radio" name="slot" value={s.id} checked={s.id === draft.slotId} disabled={s.state !== 'open'} onChange={() => update({ slotId: s.id })} />
                    {slotLabel(s)}
                  </label>
                ))}
              </div>
            </div>
          );
        })}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{b.participants}</legend>
        {draft.participants.map((p, i) => (
          <fieldset key={i} className={styles.participant}>
            <legend>{format(b.participant, { n: i + 1 })}</legend>
            <div className={styles.field}>
              <label htmlFor={`${ids.sankalp}-name-${i}`}>{b.name}</label>
              <input id={`${ids.sankalp}-name-${i}`} value={p.name} maxLength={80} onChange={(e) => setParticipant(i, { name: e.target.value })} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${ids.sankalp}-gotra-${i}`}>{b.gotra}</label>
              <input id={`${ids.sankalp}-gotra-${i}`} value={p.gotra ?? ''} maxLength={60} onChange={(e) => setParticipant(i, { gotra: e.target.value })} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${ids.sankalp}-relation-${i}`}>{b.relation}</label>
              <input id={`${ids.sankalp}-relation-${i}`} value={p.relation ?? ''} maxLength={40} onChange={(e) => setParticipant(i, { relation: e.target.value })} />
            </div>
            {draft.participants.length > 1 && (
              <button type="button" className="button-secondary" onClick={() => update({ participants: draft.participants.filter((_, j) => j !== i) })}>
                {format(b.removeParticipant, { n: i + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {pkg && draft.participants.length < pkg.participants ? (
          <button type="button" className="button-secondary" onClick={() => update({ participants: [...draft.participants, { name: '', gotra: '', relation: '' }] })}>
            {b.addParticipant}
          </button>
        ) : (
          pkg && <p className={styles.muted}>{format(b.maxParticipants, { n: pkg.participants })}</p>
        )}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={ids.sankalp}>{b.sankalp}</label>
        <textarea id={ids.sankalp} value={draft.sankalp} maxLength={500} rows={3} aria-describedby={ids.hint} onChange={(e) => update({ sankalp: e.target.value })} />
        <p id={ids.hint} className={styles.muted}>{b.sankalpHint}</p>
      </div>

      {pkg?.prasad && isSignedIn && (
        <AddressBook
          lang={lang}
          legend={b.prasadAddress}
          t={{ address: t.address, common: t.common, noAddresses: b.addressNeeded, addAddress: t.addAddress }}
          errors={t.errors}
          selectedId={address?.id ?? null}
          onSelect={setAddress}
        />
      )}

      <PaymentOptions value={draft.pay} onChange={(pay) => update({ pay })} balancePaise={balance} t={t.pay} />

      <p role="alert" className={styles.error}>{error}</p>
      <button type="button" className={`button ${styles.wide}`} onClick={() => void onSubmit()} disabled={isBusy} aria-busy={isBusy}>
        {isBusy ? b.booking : format(b.book, { amount: pkg ? formatPaise(pkg.price_paise) : '' })}
      </button>
      {isLoginOpen && <LoginDialog isOpen onClose={() => setIsLoginOpen(false)} />}
    </section>
  );
}
