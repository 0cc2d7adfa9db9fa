import type { GatewayOrder, GatewayPayment, GatewayRefund, PaymentGateway } from './gateway.js';
import { GatewayError, hmacHex, sameSignature } from './gateway.js';

export type RazorpayOptions = { keyId: string; keySecret: string; baseUrl: string; brandName: string; timeoutMs?: number };

type RzpPayment = { id: string; order_id: string; amount: number; currency: string; status: GatewayPayment['status']; method?: string | null; amount_refunded?: number; created_at: number };

const toPayment = (p: RzpPayment): GatewayPayment => ({
  id: p.id,
  orderId: p.order_id,
  amountPaise: p.amount,
  currency: p.currency,
  status: p.status,
  method: p.method ?? null,
  amountRefundedPaise: p.amount_refunded ?? 0,
  createdAt: new Date(p.created_at * 1000),
});

/**
 * Razorpay over its REST API (Basic auth with key id and secret): Orders, Payments (fetch, capture,
 * list) and Refunds. Checkout itself runs in the browser with the options `checkout()` returns.
 */
export function razorpayGateway(opts: RazorpayOptions): PaymentGateway {
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, opts.baseUrl), {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new GatewayError(`Razorpay unreachable: ${(err as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as (T & { error?: { description?: string } }) | null;
    if (!res.ok || !json) throw new GatewayError(`Razorpay ${method} ${path} answered HTTP ${res.status}${json?.error?.description ? `: ${json.error.description}` : ''}`, res.status);
    return json;
  }

  return {
    name: 'razorpay',
    async createOrder(input): Promise<GatewayOrder> {
      const o = await call<{ id: string; amount: number; currency: string }>('POST', '/v1/orders', { amount: input.amountPaise, currency: input.currency, receipt: input.receipt, notes: input.notes });
      return { id: o.id, amountPaise: o.amount, currency: o.currency };
    },
    checkout(input) {
      return {
        type: 'razorpay',
        key_id: opts.keyId,
        order_id: input.gatewayOrderId,
        amount: input.totalPaise,
        currency: 'INR',
        name: opts.brandName,
        description: input.description,
        prefill: input.prefill,
        notes: { order_id: input.orderId },
      };
    },
    async fetchPayment(id) {
      try {
        return toPayment(await call<RzpPayment>('GET', `/v1/payments/${encodeURIComponent(id)}`));
      } catch (err) {
        if (err instanceof GatewayError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
    },
    async capturePayment(id, amountPaise, currency) {
      return toPayment(await call<RzpPayment>('POST', `/v1/payments/${encodeURIComponent(id)}/capture`, { amount: amountPaise, currency }));
    },
    async refundPayment(id, amountPaise, notes): Promise<GatewayRefund> {
      const r = await call<{ id: string; payment_id: string; amount: number; status: GatewayRefund['status'] }>('POST', `/v1/payments/${encodeURIComponent(id)}/refund`, { amount: amountPaise, speed: 'normal', notes });
      return { id: r.id, paymentId: r.payment_id, amountPaise: r.amount, status: r.status };
    },
    async listPayments(from, to) {
      const out: GatewayPayment[] = [];
      const fromS = Math.floor(from.getTime() / 1000);
      const toS = Math.floor(to.getTime() / 1000);
      for (let skip = 0; ; skip += 100) {
        const page = await call<{ items: RzpPayment[] }>('GET', `/v1/payments?from=${fromS}&to=${toS}&count=100&skip=${skip}`);
        out.push(...page.items.map(toPayment));
        if (page.items.length < 100) return out;
      }
    },
    verifyPaymentSignature(orderId, paymentId, signature) {
      return sameSignature(hmacHex(opts.keySecret, `${orderId}|${paymentId}`), signature);
    },
  };
}
