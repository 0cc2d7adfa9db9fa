'use client';

import { useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { LiveDetail } from '@nakshatra/shared';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { readUserDetails } from '@/features/auth/user-details';
import { format, type Locale } from '@/i18n';
import { rupees } from './format';
import { joinQueue, leaveQueue } from './live-api';
import { liveErrorText } from './errors';
import { liveMessages } from './messages';
import { RechargeNotice } from './recharge-notice';
import styles from './live.module.css';

/**
 * The queue for a paid call on stage: everyone sees it; a signed-in viewer joins (5 minutes of the price in the
 * wallet, checked by the server) or leaves.
 */
export function QueuePanel({ lang, live, onNeedLogin, onChanged, children }: { lang: Locale; live: LiveDetail; onNeedLogin: () => void; onChanged: () => void; children?: React.ReactNode }) {
  const t = liveMessages[lang].queue;
  const [isBusy, setIsBusy] = useState(false);
  const [short, setShort] = useState<{ sentence: string; shortPaise?: number } | null>(null);
  const myId = readUserDetails()?.id;
  const position = myId ? live.queue.findIndex((q) => q.user_id === myId) + 1 : 0;
  const price = rupees(live.price_per_minute_paise);
  const minimum = format(t.minimum, { amount: rupees(live.price_per_minute_paise * 5) });
  const canQueue = live.status === 'live' || live.status === 'reconnecting';

  async function change(join: boolean) {
    if (!live.me.signed_in) return onNeedLogin();
    setIsBusy(true);
    try {
      const res = await (join ? joinQueue(live.id) : leaveQueue(live.id));
      if (isApiFailure(res)) {
        if (res.error_status === 401) return onNeedLogin();
        const { message } = apiErrorOf(res);
        if (res.error_status === 402) {
          const details = (res.response as { error?: { details?: { required_paise?: number; balance_paise?: number } } } | undefined)?.error?.details;
          const shortPaise = details?.required_paise !== undefined ? details.required_paise - (details.balance_paise ?? 0) : undefined;
          return setShort({ sentence: lang === 'en' && message ? message : minimum, shortPaise });
        }
        return void toast.error(liveErrorText(res, lang, t.failed));
      }
      toast.success(join ? t.joined : t.left);
      onChanged();
    } catch {
      toast.error(t.failed);
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="live-queue-title" data-testid="queue-panel">
      <h2 id="live-queue-title" className={styles.panelTitle}>{t.title}</h2>
      {live.stage && <p className={styles.onStage}>{format(t.onStageNow, { name: live.stage.name })}</p>}
      {children}
      {!live.me.is_host && !live.me.on_stage && canQueue && (
        live.me.in_queue || position > 0 ? (
          <div className={styles.row}>
            {position > 0 && <p role="status" data-testid="queue-position">{format(t.position, { n: position })}</p>}
            <button type="button" className="button-secondary" disabled={isBusy} onClick={() => void change(false)}>{t.leave}</button>
          </div>
        ) : (
          <div className={styles.stack}>
            <button type="button" className="button" disabled={isBusy} aria-busy={isBusy} onClick={() => void change(true)}>
              {live.me.signed_in ? format(t.join, { price }) : t.signInToQueue}
            </button>
            <p className={styles.hint}>{minimum}</p>
          </div>
        )
      )}
      <h3 className={styles.subTitle}>{t.list} · {format(t.waiting, { n: live.queue.length })}</h3>
      {live.queue.length === 0 ? (
        <p className={styles.muted}>{t.empty}</p>
      ) : (
        <ol className={styles.queue}>
          {live.queue.map((q) => <li key={q.user_id}>{q.name}</li>)}
        </ol>
      )}
      {short && <RechargeNotice lang={lang} liveId={live.id} sentence={short.sentence} shortPaise={short.shortPaise} onClose={() => setShort(null)} />}
    </section>
  );
}
