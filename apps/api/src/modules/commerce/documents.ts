import PDFDocument from 'pdfkit';
import type { Db, orderLines, orders, users } from '@nakshatra/db';
import { getWalletSettings } from '../wallet/settings.js';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

const inr = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
const istTime = (iso: string) => new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

function pdf(title: string, author: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/**
 * The GST tax invoice of a paid shop order or pooja booking: one row per line with its HSN/SAC code, taxable value,
 * rate and tax (prices include GST), delivery as its own row. Place of supply is the delivery state (or the
 * company's when there is none): the same state as the company is CGST + SGST, another state IGST.
 */
export async function orderInvoicePdf(db: Db, o: OrderRow, lines: LineRow[], u: typeof users.$inferSelect | undefined): Promise<Buffer> {
  const { company } = await getWalletSettings(db);
  const d = (o.details ?? {}) as { ship_to?: { name: string; line1: string; line2?: string | null; city: string; state: string; postal_code: string; country: string }; delivery_paise?: number; discount_paise?: number; coupon?: string | null };
  const placeOfSupply = d.ship_to?.state || company.state || '';
  const intra = !!company.gstin && !!company.state && placeOfSupply.toLowerCase() === company.state.toLowerCase();
  return pdf(`Tax invoice ${o.invoiceNumber}`, company.legal_name, (doc) => {
    doc.fontSize(18).text('Tax Invoice', { align: 'right' });
    doc.moveDown(0.5).fontSize(12).text(company.legal_name);
    doc.fontSize(9);
    if (company.address) doc.text(company.address);
    doc.text(`GSTIN: ${company.gstin || 'not registered'}${company.state ? `   State: ${company.state}${company.state_code ? ` (${company.state_code})` : ''}` : ''}`);
    doc.moveDown();
    doc.fontSize(10).text(`Invoice number: ${o.invoiceNumber}    Invoice date: ${istDate(o.paidAt ?? o.createdAt)}`);
    doc.text(`Order: ${o.id}`);
    if (o.gatewayPaymentId) doc.text(`Payment reference: ${o.gatewayPaymentId}`);
    doc.text(`Place of supply: ${placeOfSupply || 'not given'}`);
    doc.moveDown();
    doc.text('Billed to:');
    doc.text(d.ship_to?.name || u?.name || 'Customer');
    if (d.ship_to) doc.text([d.ship_to.line1, d.ship_to.line2, `${d.ship_to.city}, ${d.ship_to.state} ${d.ship_to.postal_code}`, d.ship_to.country !== 'IN' ? d.ship_to.country : ''].filter(Boolean).join(', '));
    if (u?.phone) doc.text(`+91 ${u.phone}`);
    doc.moveDown();

    const cols = [50, 250, 300, 330, 400, 470];
    const head = ['Item', 'HSN/SAC', 'Qty', 'Taxable', intra ? 'CGST+SGST' : 'IGST', 'Amount'];
    let y = doc.y;
    doc.fontSize(8.5);
    head.forEach((h, i) => doc.text(h, cols[i], y, { width: (cols[i + 1] ?? 545) - cols[i] - 4, align: i >= 2 ? 'right' : 'left' }));
    y = doc.y + 4;
    doc.moveTo(50, y).lineTo(545, y).stroke();
    const row = (cells: string[]) => {
      y += 6;
      let bottom = y;
      cells.forEach((c, i) => {
        doc.text(c, cols[i], y, { width: (cols[i + 1] ?? 545) - cols[i] - 4, align: i >= 2 ? 'right' : 'left' });
        bottom = Math.max(bottom, doc.y);
      });
      y = bottom;
    };
    for (const l of lines) {
      const rate = l.gstRateBp / 100;
      row([l.title.en, l.hsn ?? '', String(l.quantity), inr(l.totalPaise - l.gstPaise), `${inr(l.gstPaise)} (${rate}%)`, inr(l.totalPaise)]);
    }
    const linesGst = lines.reduce((s, l) => s + l.gstPaise, 0);
    const delivery = d.delivery_paise ?? 0;
    if (delivery > 0) {
      const gst = o.gstPaise - linesGst;
      row(['Delivery charges', '996812', '1', inr(delivery - gst), inr(gst), inr(delivery)]);
    }
    doc.moveTo(50, y + 6).lineTo(545, y + 6).stroke();
    y += 10;
    const taxable = o.totalPaise - o.gstPaise;
    const totals: Array<[string, string]> = [['Taxable value', inr(taxable)]];
    if (intra) {
      const half = Math.floor(o.gstPaise / 2);
      totals.push(['CGST', inr(half)], ['SGST', inr(o.gstPaise - half)]);
    } else totals.push(['IGST', inr(o.gstPaise)]);
    if (d.discount_paise) totals.push([`Discount${d.coupon ? ` (coupon ${d.coupon})` : ''}, already in the amounts`, `- ${inr(d.discount_paise)}`]);
    totals.push(['Total (GST included)', inr(o.totalPaise)]);
    if (o.walletPaise) totals.push(['Paid from the Nakshatra wallet', inr(o.walletPaise)]);
    if (o.gatewayPaise) totals.push(['Paid online', inr(o.gatewayPaise)]);
    doc.fontSize(10);
    for (const [k, v] of totals) {
      doc.text(k, 250, y, { width: 200 });
      doc.text(v, 450, y, { width: 95, align: 'right' });
      y = doc.y + 3;
    }
    if (o.refundedPaise) doc.text(`Refunded: ${inr(o.refundedPaise)} (see the order page for each refund).`, 50, y + 8);
    doc.moveDown(2).fontSize(8).text('This is a computer-generated invoice and needs no signature.', 50);
  });
}

type Booking = { order_id: string; starts_at?: string; pooja?: string; package?: string; participants?: Array<{ name: string; gotra?: string | null; relation?: string | null }>; sankalp?: string };

/** The pandit's sankalp sheet for one day: per slot, each booking's names, gotra, relation and sankalp. */
export function sankalpSheetPdf(date: string, bookings: Booking[], company: string): Promise<Buffer> {
  return pdf(`Sankalp sheet ${date}`, company, (doc) => {
    doc.fontSize(16).text(`Sankalp sheet · ${date}`);
    doc.fontSize(9).text(`${bookings.length} booking${bookings.length === 1 ? '' : 's'}. Names in the sankalp as the devotees gave them.`);
    doc.moveDown();
    let slot = '';
    for (const b of bookings) {
      const s = `${b.pooja ?? ''} · ${b.starts_at ? istTime(b.starts_at) : ''} IST`;
      if (s !== slot) {
        slot = s;
        doc.moveDown(0.5).fontSize(12).text(s);
        doc.fontSize(10);
      }
      doc.moveDown(0.3).text(`Booking ${b.order_id.slice(0, 8)} · ${b.package ?? ''}`, { underline: true });
      for (const p of b.participants ?? []) doc.text(`• ${p.name}${p.gotra ? `, gotra ${p.gotra}` : ''}${p.relation ? ` (${p.relation})` : ''}`);
      if (b.sankalp) doc.text(`Sankalp: ${b.sankalp}`);
    }
    if (!bookings.length) doc.text('No paid bookings on this day.');
  });
}
