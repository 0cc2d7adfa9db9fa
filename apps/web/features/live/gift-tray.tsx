'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { Gift, LiveDetail } from '@nakshatra/shared';
import { isApiFailure } from '@/features/api/client';
import { announceWalletChanged } from '@/features/auth/use-session';
import { format, type Locale } from '@/i18n';
import { newKey, rupees } from './format';
import { fetchGifts, sendGift } from './live-api';
import { liveErrorText } from './errors';
import { liveMessages } from './messages';
import { RechargeNotice } from './recharge-notice';
import styles from './live.module.css';

type Short = { sentence: string; shortPaise: number };

/** The gifts a viewer can send (GET /api/gifts); each click is one gift with its own idempotency key. */
export function GiftTray({ lang, live, onNeedLogin }: { lang: Locale; live: LiveDetail; onNeedLogin: () => void }) {
  const t = liveMessages[lang].gifts;
  const [gifts, setGifts] = useState<Gift[] | null>(null);
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [short, setShort] = useState<Short | null>(null);

  useEffect(() => {
    let isCurrent = true;
    fetchGifts()
      .then((res) => { if (isCurrent) setGifts(!isApiFailure(res) && Array.isArray(res.data) ? res.data.filter((g) => g.active) : []); })
      .catch(() => { if (isCurrent) setGifts([]); });
    return () => { isCurrent = false; };
  }, []);

  async function send(gift: Gift) {
    if (!live.me.signed_in) return onNeedLogin();
    if (sendingId) return;
    setSendingId(gift.id);
    const name = lang === 'hi' ? gift.name_hi : gift.name_en;
    try {
      const res = await sendGift(live.id, gift.id, newKey());
      if (isApiFailure(res)) {
        if (res.error_status === 401) return onNeedLogin();
        if (res.error_status === 402) {
          const details = (res.response as { error?: { details?: { required_paise?: number; balance_paise?: number } } } | undefined)?.error?.details;
          const required = details?.required_paise ?? gift.price_paise;
          const balance = details?.balance_paise ?? 0;
          return setShort({ sentence: format(t.short, { required: rupees(required), balance: rupees(balance) }), shortPaise: required - balance });
        }
        return void toast.error(liveErrorText(res, lang, t.failed));
      }
      toast.success(format(t.sent, { gift: name, name: live.astrologer.name }));
      announceWalletChanged();
    } catch {
      toast.error(t.failed);
    } finally {
      setSendingId(null);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="live-gifts-title">
      <h2 id="live-gifts-title" className={styles.panelTitle}>{t.title}</h2>
      {!live.me.signed_in && <p className={styles.hint}>{t.signInToGift}</p>}
      {gifts === null ? null : gifts.length === 0 ? (
        <p className={styles.muted}>{t.none}</p>
      ) : (
        <ul className={styles.gifts} data-testid="gift-tray">
          {gifts.map((g) => {
            const name = lang === 'hi' ? g.name_hi : g.name_en;
            return (
              <li key={g.id}>
                <button
                  type="button"
                  className={styles.gift}
                  disabled={sendingId !== null || live.status === 'ended'}
                  aria-busy={sendingId === g.id}
                  aria-label={format(t.send, { name, price: rupees(g.price_paise) })}
                  onClick={() => void send(g)}
                >
                  <GiftIcon icon={g.icon} />
                  <span className={styles.giftName}>{name}</span>
                  <span className={styles.giftPrice}>{sendingId === g.id ? t.sending : rupees(g.price_paise)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {short && <RechargeNotice lang={lang} liveId={live.id} sentence={short.sentence} shortPaise={short.shortPaise} onClose={() => setShort(null)} />}
    </section>
  );
}

/** An emoji, or an uploaded picture when the icon is an address. */
export function GiftIcon({ icon, size = 32 }: { icon: string; size?: number }) {
  if (icon.startsWith('/') || icon.startsWith('http')) return <img src={icon} alt="" width={size} height={size} className={styles.giftIcon} />;
  return <span className={styles.giftEmoji} style={{ fontSize: size * 0.85 }} aria-hidden="true">{icon}</span>;
}

/** The live's top gifters (the server's list). */
export function TopGifters({ lang, live }: { lang: Locale; live: LiveDetail }) {
  const t = liveMessages[lang].gifts;
  return (
    <section className={styles.panel} aria-labelledby="live-gifters-title">
      <h2 id="live-gifters-title" className={styles.panelTitle}>{t.topGifters}</h2>
      {live.top_gifters.length === 0 ? (
        <p className={styles.muted}>{t.noGifters}</p>
      ) : (
        <ol className={styles.gifters} data-testid="top-gifters">
          {live.top_gifters.slice(0, 5).map((g) => (
            <li key={g.user_id}>{format(t.gifterLine, { name: g.name, amount: rupees(g.total_paise) })}</li>
          ))}
        </ol>
      )}
    </section>
  );
}
