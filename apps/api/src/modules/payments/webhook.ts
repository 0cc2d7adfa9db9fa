import { paymentEvents, type Db } from '@nakshatra/db';
import { AppError, badRequest } from '../../lib/app-error.js';
import { verifyWebhookSignature } from './gateway.js';
import { recordCapture, recordFailure } from './capture-payment.js';

type PaymentEntity = { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; method?: unknown; error_description?: unknown; status?: unknown };

/**
 * Handles one webhook delivery: the signature over the raw body must match before anything is read.
 * Captures credit once (duplicates, late and out-of-order deliveries change nothing); failures mark the order.
 * Every correctly signed delivery is logged in payment_events; a bad signature is refused and stores nothing.
 */
export async function handleWebhook(db: Db, opts: { gateway: string; secret: string; raw: Buffer; signature?: string; eventId?: string; now: Date }) {
  const valid = verifyWebhookSignature(opts.secret, opts.raw, opts.signature);
  let body: { event?: unknown; payload?: { payment?: { entity?: PaymentEntity } } } | null = null;
  try {
    body = JSON.parse(opts.raw.toString('utf8'));
  } catch { /* logged below */ }
  const log = (outcome: string, entity?: PaymentEntity) =>
    db.insert(paymentEvents).values({
      gateway: opts.gateway, eventId: opts.eventId ?? null, eventType: typeof body?.event === 'string' ? body.event.slice(0, 60) : null,
      gatewayPaymentId: typeof entity?.id === 'string' ? entity.id.slice(0, 100) : null, gatewayOrderId: typeof entity?.order_id === 'string' ? entity.order_id.slice(0, 100) : null,
      signatureValid: valid, outcome, payload: valid ? body : null, receivedAt: opts.now,
    });
  // An unsigned or wrongly signed request is refused before anything is stored: anyone can send one, and storing
  // each would let a stranger fill the table (the route is rate-limited too).
  if (!valid) throw new AppError(400, 'payment_signature_invalid', 'The webhook signature does not match; nothing was recorded.');
  if (!body || typeof body.event !== 'string') {
    await log('ignored');
    throw badRequest('The webhook body is not a payment event.');
  }
  const e = body.payload?.payment?.entity;
  const isPaymentEvent = body.event === 'payment.captured' || body.event === 'payment.failed' || body.event === 'order.paid';
  if (!isPaymentEvent) {
    await log('ignored', e);
    return { outcome: 'ignored' as const, orderId: null };
  }
  if (!e || typeof e.id !== 'string' || typeof e.order_id !== 'string' || !Number.isSafeInteger(e.amount) || typeof e.currency !== 'string') {
    await log('ignored', e);
    throw badRequest('The payment event lacks the payment id, order id, amount or currency.');
  }
  const reported = {
    gateway: opts.gateway, paymentId: e.id, gatewayOrderId: e.order_id, amountPaise: e.amount as number, currency: e.currency,
    method: typeof e.method === 'string' ? e.method : null, source: 'webhook',
    errorDescription: typeof e.error_description === 'string' ? e.error_description : null,
  };
  const result = body.event === 'payment.failed' ? await recordFailure(db, reported, opts.now) : await recordCapture(db, reported, opts.now);
  await log(result.outcome, e);
  return result;
}
