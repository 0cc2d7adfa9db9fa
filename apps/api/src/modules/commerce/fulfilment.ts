import type { orders } from '@nakshatra/db';

/** The fulfilment steps an admin moves an order through: from each step, the steps it may go to next. */
const NEXT: Record<string, Record<string, string[]>> = {
  product: { paid: ['packed', 'shipped'], packed: ['shipped'], shipped: ['delivered'], delivered: [] },
  booking: { booked: ['confirmed'], confirmed: ['performed'], performed: ['video_available'], video_available: ['prasad_shipped'], prasad_shipped: [] },
};

/** Where an admin may move this order now: nothing unless it is paid (or only partly refunded). */
export function nextFulfilmentSteps(o: Pick<typeof orders.$inferSelect, 'kind' | 'status' | 'fulfilment'>): string[] {
  if (o.status !== 'paid' && o.status !== 'partially_refunded') return [];
  return NEXT[o.kind]?.[o.fulfilment ?? ''] ?? [];
}
