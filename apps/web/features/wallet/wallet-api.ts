import type { z } from 'zod';
import type { Order, orderListSchema, RechargeOrder, rechargeOptionsSchema, SingleWallet } from '@nakshatra/shared';
import { getJson, postJson, type ApiResult } from '@/features/api/client';

export type RechargeOptions = z.infer<typeof rechargeOptionsSchema>;
export type OrderList = z.infer<typeof orderListSchema>;
type Reply<T> = { status: number; data: T };

/** Packs with their bonus, the GST rate, custom-amount limits and the gateway in use (public). */
export function getRechargeOptions(): Promise<ApiResult<Reply<RechargeOptions>>> {
  return getJson('/api/wallet/recharge-options');
}

/** POST /api/create_transaction_r: a pending order and what the browser needs to pay it. */
export function createRecharge(amountRupees: number): Promise<ApiResult<Reply<RechargeOrder>>> {
  return postJson('/api/create_transaction_r', { amount: amountRupees });
}

/** Razorpay Checkout's handler response, checked by the API (signature, then capture with Razorpay). */
export function verifyPayment(body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }): Promise<ApiResult<Reply<Order>>> {
  return postJson('/api/payments/verify', body);
}

export type TransactionFilters = { page: number; direction?: 'credit' | 'debit'; kind?: string; from?: string; to?: string };

/** The signed-in user's balances and one page of transactions. */
export function getWallet(userId: string, f: TransactionFilters, pageSize = 10): Promise<ApiResult<Reply<SingleWallet>>> {
  const q = new URLSearchParams({ page: String(f.page), page_size: String(pageSize) });
  if (f.direction) q.set('direction', f.direction);
  if (f.kind) q.set('kind', f.kind);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return getJson(`/api/get_single_wallet/${encodeURIComponent(userId)}?${q}`);
}

export type OrderFilters = { page: number; kind?: string; status?: string };

export function getOrderHistory(f: OrderFilters, pageSize = 10): Promise<ApiResult<Reply<OrderList>>> {
  const q = new URLSearchParams({ page: String(f.page), page_size: String(pageSize) });
  if (f.kind) q.set('kind', f.kind);
  if (f.status) q.set('status', f.status);
  return getJson(`/api/get_order_history?${q}`);
}

export function getOrder(orderId: string): Promise<ApiResult<Reply<Order>>> {
  return getJson(`/api/get_single_order_history/${encodeURIComponent(orderId)}`);
}

/** The GST invoice PDF of a paid recharge (the API answers it as an attachment). */
export const invoiceUrl = (orderId: string) => `/api/wallet/invoices/${orderId}.pdf`;
