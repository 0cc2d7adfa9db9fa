'use client';

import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { isApiFailure } from '@/features/api/client';
import { LoginDialog } from '@/features/auth/login-dialog';
import { startPayment } from '@/features/payments/start-payment';
import { apiFailureText } from './api-error';
import { walletMessages } from './messages';
import { bonusForPaise, formatPaise, gstForPaise } from './money';
import { rememberReturnPath } from './return-path';
import { SignInPrompt } from './sign-in-prompt';
import { useAccount } from './use-account';
import { createRecharge, getRechargeOptions, type RechargeOptions } from './wallet-api';
import styles from './wallet.module.css';

type Choice = { kind: 'pack'; amount: number } | { kind: 'custom' } | null;
type Price = { amountPaise: number; gstPaise: number; totalPaise: number; bonusPaise: number };

/** /recharge: packs and a custom amount, GST on its own line, the bonus as promotional credit, then checkout. */
export function RechargePage({ returnTo, initialAmount }: { returnTo: string | null; initialAmount: number | null }) {
  const { lang } = useI18n();
  const m = walletMessages[lang];
  const t = m.recharge;
  const account = useAccount();
  const customId = useId();
  const hintId = useId();
  const [options, setOptions] = useState<RechargeOptions | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [choice, setChoice] = useState<Choice>(null);
  const [customText, setCustomText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isLoginOpen, setIsLoginOpen] = useState(false);

  const load = () => {
    setLoadError(false);
    getRechargeOptions()
      .then((res) => {
        if (isApiFailure(res) || !res?.data) return setLoadError(true);
        setOptions(res.data);
        // ?amount= (e.g. "try again" from /failed) preselects that pack, or fills the custom amount
        if (initialAmount) {
          if (res.data.packs.some((p) => p.amount === initialAmount)) setChoice({ kind: 'pack', amount: initialAmount });
          else {
            setChoice({ kind: 'custom' });
            setCustomText(String(initialAmount));
          }
        }
      })
      .catch(() => setLoadError(true));
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(load, []);

  const limits = options ? { min: formatPaise(options.min_amount * 100), max: formatPaise(options.max_amount * 100) } : null;

  /** The amount in rupees, or a sentence saying what is wrong with it. */
  const amount = useMemo((): { rupees: number } | { problem: string } => {
    if (!options || !choice) return { problem: t.chooseFirst };
    if (choice.kind === 'pack') return { rupees: choice.amount };
    const text = customText.trim();
    if (!text) return { problem: t.chooseFirst };
    if (!/^\d+$/.test(text)) return { problem: t.wholeRupees };
    const rupees = Number(text);
    // rechargeBodySchema's rule (a whole number of rupees above zero), without zod; the server checks it again
    if (!Number.isSafeInteger(rupees) || rupees <= 0) return { problem: t.wholeRupees };
    if (rupees < options.min_amount || rupees > options.max_amount) return { problem: format(t.outOfRange, limits!) };
    return { rupees };
  }, [options, choice, customText, t, limits]);

  const price = useMemo((): Price | null => {
    if (!options || !('rupees' in amount)) return null;
    const pack = choice?.kind === 'pack' ? options.packs.find((p) => p.amount === amount.rupees) : undefined;
    const amountPaise = amount.rupees * 100;
    if (pack) return { amountPaise, gstPaise: pack.gst_paise, totalPaise: pack.total_paise, bonusPaise: pack.bonus_paise };
    const gstPaise = gstForPaise(amountPaise, options.gst_rate_percent);
    return { amountPaise, gstPaise, totalPaise: amountPaise + gstPaise, bonusPaise: bonusForPaise(amountPaise, options.custom_bonus_percent) };
  }, [options, amount, choice]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!('rupees' in amount)) return setError(amount.problem);
    setError(null);
    if (!account) return setIsLoginOpen(true);
    setIsBusy(true);
    try {
      const res = await createRecharge(amount.rupees);
      if (isApiFailure(res) || !res?.data) {
        if (isApiFailure(res) && res.error_status === 401) {
          setIsBusy(false);
          return setIsLoginOpen(true);
        }
        setError(isApiFailure(res) ? apiFailureText(res, lang, { payment_gateway_error: t.gatewayError, recharge_amount_invalid: limits ? format(t.outOfRange, limits) : t.failed }, t.failed) : t.failed);
        return setIsBusy(false);
      }
      rememberReturnPath(res.data.order_id, returnTo);
      if ((await startPayment(res.data)) === 'dismissed') {
        setNotice(t.cancelled);
        setIsBusy(false);
      }
    } catch {
      setError(t.failed);
      setIsBusy(false);
    }
  }

  return (
    <section className={`container page ${styles.wrap}`} aria-labelledby="recharge-title">
      <h1 id="recharge-title">{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      {account === null && <SignInPrompt message={m.common.signInPromptRecharge} buttonLabel={m.common.logIn} />}
      {loadError && (
        <div className={styles.notice} role="alert">
          <p>{t.optionsFailed}</p>
          <button type="button" className="button" onClick={load}>
            {m.common.retry}
          </button>
        </div>
      )}
      {!options && !loadError && <p aria-live="polite">{m.common.loading}</p>}
      {options && (
        <form className={styles.rechargeGrid} onSubmit={onSubmit} noValidate>
          <div>
            <fieldset className={styles.packs}>
              <legend>{t.choose}</legend>
              <div className={styles.packGrid}>
                {options.packs.map((p) => (
                  <label key={p.amount} className={styles.pack} data-selected={choice?.kind === 'pack' && choice.amount === p.amount}>
                    <input
                      type="radio"
                      name="pack"
                      value={p.amount}
                      checked={choice?.kind === 'pack' && choice.amount === p.amount}
                      onChange={() => {
                        setChoice({ kind: 'pack', amount: p.amount });
                        setError(null);
                      }}
                    />
                    <span className={styles.packAmount}>{formatPaise(p.amount * 100)}</span>
                    <span className={styles.packBonus}>{p.bonus_paise > 0 ? format(t.bonus, { bonus: formatPaise(p.bonus_paise) }) : t.noBonus}</span>
                    {p.bonus_paise > 0 && <span className={styles.packHint}>{format(t.bonusPercent, { percent: p.bonus_percent })}</span>}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className={styles.field}>
              <label htmlFor={customId}>{t.customLabel}</label>
              <input
                id={customId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={customText}
                aria-describedby={hintId}
                aria-invalid={choice?.kind === 'custom' && error !== null ? true : undefined}
                onChange={(e) => {
                  setCustomText(e.target.value.replace(/[^\d]/g, '').slice(0, 9));
                  setChoice({ kind: 'custom' });
                  setError(null);
                }}
              />
              <p id={hintId} className={styles.hint}>
                {format(t.customHint, limits!)} {options.custom_bonus_percent > 0 && format(t.customBonus, { percent: options.custom_bonus_percent })}
              </p>
            </div>
          </div>
          <aside className={styles.summary} aria-labelledby="summary-title">
            <h2 id="summary-title">{t.summary}</h2>
            <dl className={styles.lines} data-testid="recharge-summary">
              <dt>{t.amount}</dt>
              <dd>{price ? formatPaise(price.amountPaise) : '—'}</dd>
              <dt>{format(t.gst, { rate: options.gst_rate_percent })}</dt>
              <dd>{price ? formatPaise(price.gstPaise) : '—'}</dd>
              <dt className={styles.totalLine}>{t.total}</dt>
              <dd className={styles.totalLine}>{price ? formatPaise(price.totalPaise) : '—'}</dd>
              <dt>{t.bonusLine}</dt>
              <dd className={styles.bonusValue}>{price ? `+${formatPaise(price.bonusPaise)}` : '—'}</dd>
              <dt>{t.youGet}</dt>
              <dd>{price ? formatPaise(price.amountPaise + price.bonusPaise) : '—'}</dd>
            </dl>
            <p className={styles.hint}>{t.promoNote}</p>
            {options.gateway === 'sandbox' && <p className={styles.hint}>{t.sandboxNote}</p>}
            {returnTo && <p className={styles.hint}>{t.returnNote}</p>}
            <p className={styles.error} role="alert">
              {error}
            </p>
            {notice && <p role="status">{notice}</p>}
            <button type="submit" className={`button ${styles.proceed}`} disabled={isBusy} aria-busy={isBusy}>
              {isBusy ? t.proceeding : price ? format(t.proceed, { total: formatPaise(price.totalPaise) }) : t.proceedEmpty}
            </button>
          </aside>
        </form>
      )}
      <LoginDialog isOpen={isLoginOpen} onClose={() => setIsLoginOpen(false)} />
    </section>
  );
}
