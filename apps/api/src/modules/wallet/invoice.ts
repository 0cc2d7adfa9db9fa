import PDFDocument from 'pdfkit';
import type { Db, users } from '@nakshatra/db';
import { getWalletSettings } from './settings.js';
import type { OrderRow } from './orders.js';

const inr = (paise: number) => `Rs. ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const istDate = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

/**
 * The tax invoice of a paid recharge, with the company's GSTIN and address from the settings. Without the
 * buyer's state, the place of supply is taken as the company's state when known (CGST + SGST); IGST otherwise.
 */
export async function invoicePdf(db: Db, o: OrderRow, u: typeof users.$inferSelect | undefined): Promise<Buffer> {
  const { company } = await getWalletSettings(db);
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${o.invoiceNumber}`, Author: company.legal_name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).text('Tax Invoice', { align: 'right' });
  doc.moveDown(0.5).fontSize(12).text(company.legal_name);
  doc.fontSize(9);
  if (company.address) doc.text(company.address);
  doc.text(`GSTIN: ${company.gstin || 'not registered'}${company.state ? `   State: ${company.state}${company.state_code ? ` (${company.state_code})` : ''}` : ''}`);
  if (company.email) doc.text(company.email);
  doc.moveDown();
  doc.fontSize(10).text(`Invoice number: ${o.invoiceNumber}`);
  doc.text(`Invoice date: ${istDate(o.paidAt ?? o.createdAt)}`);
  doc.text(`Order: ${o.id}`);
  if (o.gatewayPaymentId) doc.text(`Payment reference: ${o.gatewayPaymentId}`);
  doc.moveDown();
  doc.text('Billed to:');
  doc.text(u?.name || 'Customer');
  if (u?.phone) doc.text(`+91 ${u.phone}`);
  if (u?.email) doc.text(u.email);
  doc.moveDown();

  const rate = o.gstRateBp / 100;
  const intra = !!company.state_code && !!company.gstin;
  const lines: Array<[string, string]> = [[`Online astrology services: wallet recharge (SAC ${company.sac_code})`, inr(o.amountPaise)]];
  if (intra) {
    const half = Math.floor(o.gstPaise / 2);
    lines.push([`CGST @ ${rate / 2}%`, inr(half)], [`SGST @ ${rate / 2}%`, inr(o.gstPaise - half)]);
  } else {
    lines.push([`IGST @ ${rate}%`, inr(o.gstPaise)]);
  }
  lines.push(['Total paid', inr(o.totalPaise)]);
  const left = 50;
  const right = 545;
  let y = doc.y;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  for (const [label, amount] of lines) {
    y += 8;
    doc.text(label, left, y, { width: 360 });
    doc.text(amount, 400, y, { width: right - 400, align: 'right' });
    y = doc.y;
  }
  doc.moveTo(left, y + 6).lineTo(right, y + 6).stroke();
  doc.moveDown(2);
  if (o.bonusPaise) doc.text(`Promotional credit of ${inr(o.bonusPaise)} was added free of charge; it has no cash value and is not taxed here.`, left);
  if (o.refundedPaise) doc.text(`Refunded to the original payment: ${inr(o.refundedPaise)} (see the credit note issued with the refund).`, left);
  doc.moveDown().fontSize(8).text('This is a computer-generated invoice and needs no signature.', left);
  doc.end();
  return done;
}
