import type { Db, orderLines, orders, users } from '@nakshatra/db';
import { escapeHtml as esc } from '../../lib/html.js';
import type { PdfRenderer } from '../astro/pdf.js';
import { getWalletSettings } from '../wallet/settings.js';

/**
 * The shop's and the pooja desk's printed documents: HTML printed by the API's one headless Chromium (astro/pdf.ts),
 * the same renderer as the kundli and the personal-data PDFs, because names, gotras, sankalps and product titles come
 * in Hindi as often as in English and Devanagari needs complex-script shaping (pdfkit has none).
 */

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type Lang = { en: string; hi?: string };

const inr = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const istTime = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
/** A two-language title: English, and the Hindi under it when it differs. */
const both = (t: Lang) => `${esc(t.en)}${t.hi && t.hi !== t.en ? `<br><span class="hi" lang="hi">${esc(t.hi)}</span>` : ''}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title><style>
    body{font-family:'Noto Sans','Noto Sans Devanagari',sans-serif;font-size:9.5pt;color:#1f2937;margin:0}
    h1{font-size:17pt;margin:0 0 4pt}h2{font-size:12pt;margin:14pt 0 4pt;border-bottom:1px solid #d1d5db;padding-bottom:2pt}
    .right{text-align:right}.muted{color:#6b7280}.hi{color:#374151}
    table{width:100%;border-collapse:collapse;margin-top:6pt}th,td{padding:4pt 5pt;vertical-align:top;border-bottom:1px solid #e5e7eb}
    th{text-align:left;font-size:8.5pt;background:#f3f4f6}td.num,th.num{text-align:right;white-space:nowrap}
    .head{display:flex;justify-content:space-between;gap:16pt}.totals{width:55%;margin-left:auto}.totals td{border:none;padding:2pt 5pt}
    .totals tr.grand td{font-weight:700;border-top:1px solid #9ca3af}.booking{break-inside:avoid;margin:8pt 0 10pt}
    ul{margin:3pt 0;padding-left:16pt}
  </style></head><body>${body}</body></html>`;
}

/**
 * The GST tax invoice of a paid shop order or pooja booking (HTML): one row per line with its HSN/SAC code, taxable
 * value, rate and tax (prices include GST), delivery as its own row. Place of supply is the delivery state (or the
 * company's when there is none): the same state as the company is CGST + SGST, another state IGST.
 */
export async function orderInvoiceHtml(db: Db, o: OrderRow, lines: LineRow[], u: typeof users.$inferSelect | undefined): Promise<string> {
  const { company } = await getWalletSettings(db);
  const d = (o.details ?? {}) as { ship_to?: { name: string; line1: string; line2?: string | null; city: string; state: string; postal_code: string; country: string }; delivery_paise?: number; discount_paise?: number; coupon?: string | null };
  const placeOfSupply = d.ship_to?.state || company.state || '';
  const intra = !!company.gstin && !!company.state && placeOfSupply.toLowerCase() === company.state.toLowerCase();
  const rows = lines.map((l) => `<tr><td>${both(l.title)}</td><td>${esc(l.hsn ?? '')}</td><td class="num">${l.quantity}</td>` +
    `<td class="num">${inr(l.totalPaise - l.gstPaise)}</td><td class="num">${inr(l.gstPaise)} (${l.gstRateBp / 100}%)</td><td class="num">${inr(l.totalPaise)}</td></tr>`);
  const linesGst = lines.reduce((s, l) => s + l.gstPaise, 0);
  const delivery = d.delivery_paise ?? 0;
  if (delivery > 0) {
    const gst = o.gstPaise - linesGst;
    rows.push(`<tr><td>Delivery charges</td><td>996812</td><td class="num">1</td><td class="num">${inr(delivery - gst)}</td><td class="num">${inr(gst)}</td><td class="num">${inr(delivery)}</td></tr>`);
  }
  const totals: Array<[string, string]> = [['Taxable value', inr(o.totalPaise - o.gstPaise)]];
  if (intra) {
    const half = Math.floor(o.gstPaise / 2);
    totals.push(['CGST', inr(half)], ['SGST', inr(o.gstPaise - half)]);
  } else totals.push(['IGST', inr(o.gstPaise)]);
  if (d.discount_paise) totals.push([`Discount${d.coupon ? ` (coupon ${d.coupon})` : ''}, already in the amounts`, `− ${inr(d.discount_paise)}`]);
  const grand = ['Total (GST included)', inr(o.totalPaise)] as const;
  const paid: Array<[string, string]> = [];
  if (o.walletPaise) paid.push(['Paid from the Nakshatra wallet', inr(o.walletPaise)]);
  if (o.gatewayPaise) paid.push(['Paid online', inr(o.gatewayPaise)]);
  const to = d.ship_to;
  const body = `
    <div class="head">
      <div><strong>${esc(company.legal_name)}</strong><br>${company.address ? `${esc(company.address)}<br>` : ''}
        GSTIN: ${esc(company.gstin || 'not registered')}${company.state ? ` · State: ${esc(company.state)}${company.state_code ? ` (${esc(company.state_code)})` : ''}` : ''}</div>
      <div class="right"><h1>Tax Invoice</h1>Invoice number: <strong>${esc(o.invoiceNumber)}</strong><br>Invoice date: ${istDate(o.paidAt ?? o.createdAt)}</div>
    </div>
    <p>Order: ${esc(o.id)}${o.gatewayPaymentId ? `<br>Payment reference: ${esc(o.gatewayPaymentId)}` : ''}<br>Place of supply: ${esc(placeOfSupply || 'not given')}</p>
    <p><strong>Billed to</strong><br>${esc(to?.name || u?.name || 'Customer')}${to ? `<br>${esc([to.line1, to.line2, `${to.city}, ${to.state} ${to.postal_code}`, to.country !== 'IN' ? to.country : ''].filter(Boolean).join(', '))}` : ''}${u?.phone ? `<br>+91 ${esc(u.phone)}` : ''}</p>
    <table><thead><tr><th>Item</th><th>HSN/SAC</th><th class="num">Qty</th><th class="num">Taxable</th><th class="num">${intra ? 'CGST+SGST' : 'IGST'}</th><th class="num">Amount</th></tr></thead>
      <tbody>${rows.join('')}</tbody></table>
    <table class="totals"><tbody>
      ${totals.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="num">${v}</td></tr>`).join('')}
      <tr class="grand"><td>${grand[0]}</td><td class="num">${grand[1]}</td></tr>
      ${paid.map(([k, v]) => `<tr><td>${esc(k)}</td><td class="num">${v}</td></tr>`).join('')}
    </tbody></table>
    ${o.refundedPaise ? `<p>Refunded: ${inr(o.refundedPaise)} (see the order page for each refund).</p>` : ''}
    <p class="muted">This is a computer-generated invoice and needs no signature.</p>`;
  return page(`Tax invoice ${o.invoiceNumber}`, body);
}

export async function orderInvoicePdf(renderer: PdfRenderer, db: Db, o: OrderRow, lines: LineRow[], u: typeof users.$inferSelect | undefined): Promise<Buffer> {
  return renderer.render(await orderInvoiceHtml(db, o, lines, u));
}

export type SankalpBooking = { order_id: string; starts_at?: string; pooja?: string; package?: string; participants?: Array<{ name: string; gotra?: string | null; relation?: string | null }>; sankalp?: string };

/** The pandit's sankalp sheet for one day (HTML): per slot, each booking's names, gotra, relation and sankalp, as the devotees wrote them. */
export function sankalpSheetHtml(date: string, bookings: SankalpBooking[], company: string): string {
  let slot = '';
  const parts: string[] = [];
  for (const b of bookings) {
    const s = `${b.pooja ?? ''} · ${b.starts_at ? istTime(b.starts_at) : ''} IST`;
    if (s !== slot) {
      slot = s;
      parts.push(`<h2>${esc(s)}</h2>`);
    }
    const people = (b.participants ?? []).map((p) => `<li>${esc(p.name)}${p.gotra ? `, gotra ${esc(p.gotra)}` : ''}${p.relation ? ` (${esc(p.relation)})` : ''}</li>`).join('');
    parts.push(`<div class="booking"><strong>Booking ${esc(b.order_id.slice(0, 8))}</strong> · ${esc(b.package ?? '')}<ul>${people}</ul>${b.sankalp ? `<div>Sankalp: ${esc(b.sankalp)}</div>` : ''}</div>`);
  }
  const body = `<h1>Sankalp sheet · ${esc(date)}</h1>
    <p class="muted">${esc(company)} · ${bookings.length} booking${bookings.length === 1 ? '' : 's'}. Names in the sankalp as the devotees gave them.</p>
    ${bookings.length ? parts.join('') : '<p>No paid bookings on this day.</p>'}`;
  return page(`Sankalp sheet ${date}`, body);
}

export function sankalpSheetPdf(renderer: PdfRenderer, date: string, bookings: SankalpBooking[], company: string): Promise<Buffer> {
  return renderer.render(sankalpSheetHtml(date, bookings, company));
}
