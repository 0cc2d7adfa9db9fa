/**
 * The shop and pooja booking contract of apps/api/src/modules/commerce/routes.ts, as plain types: these pages are
 * public or light, so they carry no zod (the API validates every request and answers a sentence when it refuses).
 */
export type Bilingual = { en: string; hi?: string };

export type Variant = {
  id: string;
  sku: string;
  label: Bilingual;
  attributes: Record<string, unknown> | null;
  /** GST included */
  price_paise: number;
  mrp_paise: number | null;
  gst_rate_percent: number;
  hsn: string | null;
  /** units that can still be bought (stock less reservations) */
  in_stock: number;
  max_per_order: number;
  /** true when the product can be energised in the buyer's name (name, gotra) */
  energisation: boolean;
  ships_abroad: boolean;
};
export type Product = { id: string; slug: string; title: Bilingual; variants: Variant[] };

export type DeliveryEstimate = { min_days: number; max_days: number; from: string; to: string };

export type PoojaPackage = { code: string; label: Bilingual; price_paise: number; gst_rate_bp: number; participants: number; prasad: boolean };
export type PoojaSlot = { id: string; starts_at: string; capacity: number; free: number; reason: Bilingual | null; state: 'open' | 'full' | 'closed' };
export type BookingOptions = { pooja_id: string; slug: string; packages: PoojaPackage[]; slots: PoojaSlot[] };

export type Checkout = { type: 'redirect'; url: string } | ({ type: 'razorpay' } & Record<string, unknown>);

/** What POST /api/shop/checkout and POST /api/pooja/:slug/book answer. */
export type PlacedOrder = {
  order_id: string;
  status: 'paid' | 'pending' | string;
  total_paise: number;
  wallet_paise: number;
  gateway_paise: number;
  discount_paise: number;
  expires_at: string | null;
  gateway: string | null;
  gateway_order_id: string | null;
  checkout: Checkout | null;
};

export type ShipTo = { name: string; phone: string; line1: string; line2?: string | null; city: string; district?: string | null; state: string; postal_code: string; country: string };
export type Participant = { name: string; gotra?: string | null; relation?: string | null };

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded' | 'cancelled' | 'completed' | 'expired';

/** GET /api/orders/:id */
export type OrderView = {
  id: string;
  kind: 'product' | 'booking';
  status: OrderStatus;
  fulfilment: string | null;
  description: string | null;
  total_paise: number;
  gst_paise: number;
  wallet_paise: number;
  gateway_paise: number;
  refunded_paise: number;
  invoice_number: string | null;
  invoice_url: string | null;
  expires_at: string | null;
  pay_url: string | null;
  created_at: string;
  paid_at: string | null;
  details: {
    ship_to?: ShipTo | null;
    delivery_estimate?: DeliveryEstimate;
    participants?: Participant[];
    sankalp?: string;
    starts_at?: string;
    package?: string;
    tracking?: { courier?: string | null; number: string; url?: string | null };
    video_url?: string | null;
    subtotal_paise?: number;
    discount_paise?: number;
    delivery_paise?: number;
    coupon?: string | null;
  };
  lines: Array<{ title: Bilingual; sku: string; quantity: number; unit_paise: number; total_paise: number; gst_paise: number; gst_rate_percent: number; options: Record<string, unknown> | null }>;
  events: Array<{ status: string; note: string | null; at: string }>;
  refunds: Array<{ id: string; amount_paise: number; mode: string; status: string; reason: string | null; created_at: string }>;
  /** for admins: the fulfilment steps the order may move to now (the API decides; empty for the buyer) */
  next_steps: string[];
};

export type Address = ShipTo & { id: string; is_default?: boolean };

/** The text of a two-language field in the page's language. */
export const inLang = (text: Bilingual | null | undefined, lang: 'en' | 'hi'): string => (text ? (lang === 'hi' && text.hi ? text.hi : text.en) : '');
