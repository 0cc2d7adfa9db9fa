'use client';

import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import type { Gift, LiveSettings } from '@nakshatra/shared';
import { apiErrorOf, isApiFailure, type ApiFailure } from '@/features/api/client';
import adminStyles from '@/features/admin/admin.module.css';
import { format, type Locale } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { GiftIcon } from './gift-tray';
import { createGift, fetchAdminGifts, fetchLiveSettings, patchGift, saveLiveSettings, type GiftBody } from './live-api';
import { liveMessages } from './messages';
import styles from './live.module.css';

type Draft = { name_en: string; name_hi: string; icon: string; price: string; sort_order: string; active: boolean };
const emptyDraft: Draft = { name_en: '', name_hi: '', icon: '', price: '', sort_order: '0', active: true };
const toDraft = (g: Gift): Draft => ({ name_en: g.name_en, name_hi: g.name_hi, icon: g.icon, price: String(g.price_paise / 100), sort_order: String(g.sort_order), active: g.active });
const toBody = (d: Draft): GiftBody => ({ name_en: d.name_en.trim(), name_hi: d.name_hi.trim(), icon: d.icon.trim(), price_paise: Math.round(Number(d.price) * 100), sort_order: Number(d.sort_order) || 0, active: d.active });

function failureText(res: unknown, fallback: string): string {
  return (isApiFailure(res) ? apiErrorOf(res as ApiFailure).message : undefined) || fallback;
}

/** /admin/gifts: the gift catalogue (create, edit, put on sale or stop) and the live settings. */
export function AdminGifts() {
  const { lang } = useI18n();
  const t = liveMessages[lang].admin;
  return (
    <div className={styles.stack}>
      <h1>{t.giftsTitle}</h1>
      <p>{t.giftsIntro}</p>
      <GiftCatalogue lang={lang} />
      <SettingsForm lang={lang} />
    </div>
  );
}

function GiftCatalogue({ lang }: { lang: Locale }) {
  const t = liveMessages[lang].admin;
  const [gifts, setGifts] = useState<Gift[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    const res = await fetchAdminGifts().catch(() => null);
    if (!res || isApiFailure(res)) return setError(failureText(res, t.failed));
    setError(null);
    setGifts(Array.isArray(res.data) ? res.data : []);
  }, [t.failed]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="gift-catalogue-title" className={styles.stack}>
      <h2 id="gift-catalogue-title">{t.catalogue}</h2>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      {gifts && gifts.length === 0 && <p>{t.noGifts}</p>}
      {gifts?.map((g) => <GiftEditor key={g.id} lang={lang} gift={g} onSaved={load} />)}
      <GiftEditor lang={lang} onSaved={load} />
    </section>
  );
}

/** One gift's form (or the new-gift form without `gift`). */
function GiftEditor({ lang, gift, onSaved }: { lang: Locale; gift?: Gift; onSaved: () => void }) {
  const t = liveMessages[lang].admin;
  const id = useId();
  const [draft, setDraft] = useState<Draft>(gift ? toDraft(gift) : emptyDraft);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent, override?: Partial<Draft>) {
    e.preventDefault();
    const next = { ...draft, ...override };
    setIsBusy(true);
    setError(null);
    const res = await (gift ? patchGift(gift.id, toBody(next)) : createGift(toBody(next))).catch(() => null);
    setIsBusy(false);
    if (!res || isApiFailure(res)) return setError(failureText(res, t.failed));
    toast.success(t.saved);
    if (!gift) setDraft(emptyDraft);
    else setDraft(next);
    onSaved();
  }

  const field = (key: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <label className={styles.field} htmlFor={`${id}-${key}`}>
      {label}
      <input id={`${id}-${key}`} value={String(draft[key])} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} {...extra} />
    </label>
  );

  return (
    <form className={styles.panel} onSubmit={(e) => void save(e)} aria-label={gift ? format(t.edit, { name: gift.name_en }) : t.add} data-testid={gift ? `gift-${gift.id}` : 'gift-new'}>
      {gift && (
        <p className={styles.row}>
          <GiftIcon icon={gift.icon} size={28} /> <strong>{gift.name_en}</strong> · {gift.name_hi} · {gift.active ? t.active : '—'}
        </p>
      )}
      <div className={styles.fields}>
        {field('name_en', t.nameEn, { maxLength: 40, required: true })}
        {field('name_hi', t.nameHi, { maxLength: 40, required: true, lang: 'hi' })}
        {field('icon', t.icon, { maxLength: 300, required: true })}
        {field('price', t.pricePaise, { type: 'number', min: 1, step: 'any', inputMode: 'decimal', required: true })}
        {field('sort_order', t.sortOrder, { type: 'number', step: 1 })}
        <label className={styles.row} htmlFor={`${id}-active`}>
          <input id={`${id}-active`} type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />
          {t.active}
        </label>
      </div>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      <p className={styles.row}>
        <button type="submit" disabled={isBusy}>{gift ? t.save : t.add}</button>
        {gift && (
          <button type="button" disabled={isBusy} onClick={(e) => void save(e, { active: !draft.active })}>
            {draft.active ? t.deactivate : t.activate}
          </button>
        )}
      </p>
    </form>
  );
}

function SettingsForm({ lang }: { lang: Locale }) {
  const t = liveMessages[lang].admin;
  const id = useId();
  const [form, setForm] = useState<{ min: string; max: string; share: string; words: string; rate: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const fill = (s: LiveSettings) =>
    setForm({ min: String(s.min_price_per_minute_paise / 100), max: String(s.max_price_per_minute_paise / 100), share: String(s.gift_share_percent), words: s.blocked_words.join('\n'), rate: String(s.chat_messages_per_10s) });

  useEffect(() => {
    fetchLiveSettings()
      .then((res) => (isApiFailure(res) ? setError(failureText(res, t.failed)) : fill(res.data)))
      .catch(() => setError(t.failed));
  }, [t.failed]);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    setIsBusy(true);
    setError(null);
    const body: LiveSettings = {
      min_price_per_minute_paise: Math.round(Number(form.min) * 100),
      max_price_per_minute_paise: Math.round(Number(form.max) * 100),
      gift_share_percent: Math.round(Number(form.share)),
      blocked_words: form.words.split('\n').map((w) => w.trim()).filter(Boolean),
      chat_messages_per_10s: Math.round(Number(form.rate)),
    };
    const res = await saveLiveSettings(body).catch(() => null);
    setIsBusy(false);
    if (!res || isApiFailure(res)) return setError(failureText(res, t.failed));
    fill(res.data ?? body);
    toast.success(t.saved);
  }

  return (
    <section aria-labelledby="live-settings-title" className={styles.stack}>
      <h2 id="live-settings-title">{t.settings}</h2>
      {error && <p role="alert" className={adminStyles.errorText}>{error}</p>}
      {form && (
        <form className={styles.panel} onSubmit={(e) => void save(e)} data-testid="live-settings">
          <div className={styles.fields}>
            <label className={styles.field} htmlFor={`${id}-min`}>{t.minPrice}<input id={`${id}-min`} type="number" min="1" step="any" value={form.min} onChange={(e) => setForm({ ...form, min: e.target.value })} /></label>
            <label className={styles.field} htmlFor={`${id}-max`}>{t.maxPrice}<input id={`${id}-max`} type="number" min="1" step="any" value={form.max} onChange={(e) => setForm({ ...form, max: e.target.value })} /></label>
            <label className={styles.field} htmlFor={`${id}-share`}>{t.giftShare}<input id={`${id}-share`} type="number" min="0" max="100" step="1" value={form.share} onChange={(e) => setForm({ ...form, share: e.target.value })} /></label>
            <label className={styles.field} htmlFor={`${id}-rate`}>{t.chatRate}<input id={`${id}-rate`} type="number" min="1" max="50" step="1" value={form.rate} onChange={(e) => setForm({ ...form, rate: e.target.value })} /></label>
          </div>
          <label className={styles.field} htmlFor={`${id}-words`}>{t.blockedWords}<textarea id={`${id}-words`} rows={5} value={form.words} onChange={(e) => setForm({ ...form, words: e.target.value })} /></label>
          <p><button type="submit" disabled={isBusy}>{t.saveSettings}</button></p>
        </form>
      )}
    </section>
  );
}
