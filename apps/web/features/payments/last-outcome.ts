import type { Order } from '@nakshatra/shared';

/** The client items the spec names: `successfull` and `failed` hold the last payment of each outcome (JSON). */
export type OutcomeKey = 'successfull' | 'failed';
export type StoredOutcome = {
  order_id: string;
  status: Order['status'];
  amount_paise: number;
  gst_paise: number;
  total_paise: number;
  bonus_paise: number;
  /** when the payment was made (paid_at), or the order created for a failure; ISO 8601 */
  time: string;
};

export function storeOutcome(key: OutcomeKey, order: Order): void {
  const item: StoredOutcome = {
    order_id: order.id,
    status: order.status,
    amount_paise: order.amount_paise,
    gst_paise: order.gst_paise,
    total_paise: order.total_paise,
    bonus_paise: order.bonus_paise,
    time: order.paid_at ?? order.created_at,
  };
  try {
    window.localStorage.setItem(key, JSON.stringify(item));
  } catch {
    // storage blocked: the page still shows the outcome
  }
}

export function readOutcome(key: OutcomeKey): StoredOutcome | null {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as StoredOutcome) : null;
    return parsed && typeof parsed.order_id === 'string' && typeof parsed.total_paise === 'number' ? parsed : null;
  } catch {
    return null;
  }
}
