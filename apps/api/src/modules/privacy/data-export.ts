import type { FastifyInstance } from 'fastify';
import {
  and, asc, astrologerReviews, astrologers, auditLog, consents, consultMessages, consultSessions, dataExports, desc, eq, sql,
  addresses, cartItems, erasureRequests, inArray, orderLines, kundliShareLinks, ledgerOperations, lt, or, orders, pushSubscriptions, refunds, savedKundlis,
  sessions, supportTickets, users, walletHolds, gifts, liveBans, liveChatMessages, liveGifts, liveQueue, liveReminders, lives, type Db,
} from '@nakshatra/db';
import type { DataExport } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import { escapeHtml } from '../../lib/html.js';
import type { PdfRenderer } from '../astro/pdf.js';
import { audit } from '../audit/audit.js';

type ExportRow = typeof dataExports.$inferSelect;

/** The parts of the download, in order, with the progress reached once each is gathered. */
const STEPS = ['profile', 'kundlis', 'wallet', 'consultations', 'reviews', 'support', 'consents', 'sign_ins'] as const;

/**
 * Everything we hold about one person, as plain JSON: what the profile page shows and what only we see (sign-in
 * history with addresses, consent records). Chat transcripts include both sides: they are the person's conversation.
 * Other people's personal data is left out (an astrologer appears by public name only).
 */
export async function gatherPersonalData(db: Db, userId: string, now: Date, onStep: (step: string, progress: number) => Promise<void>) {
  const out: Record<string, unknown> = { format: 'nakshatra-personal-data/1', generated_at: now.toISOString() };
  const step = async (i: number) => onStep(STEPS[i]!, Math.round(((i + 1) / (STEPS.length + 1)) * 100));

  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new AppError(404, 'not_found', 'This account no longer exists.');
  out.profile = {
    id: u.id, type: u.type, name: u.name, phone: u.phone, email: u.email, gender: u.gender, picture: u.imgUrl,
    birth: { date: u.birthDate, time: u.birthTime, place: u.birthPlace, lat: u.birthLat, lon: u.birthLon, zone: u.birthZone },
    created_at: u.createdAt, last_sign_in_at: u.lastLoginAt, status: u.status,
  };
  await step(0);

  const kundlis = await db.select().from(savedKundlis).where(eq(savedKundlis.userId, userId)).orderBy(asc(savedKundlis.createdAt));
  const shares = kundlis.length ? await db.select().from(kundliShareLinks).where(inArray(kundliShareLinks.kundliId, kundlis.map((k) => k.id))) : [];
  out.saved_kundlis = kundlis.map((k) => ({
    id: k.id, title: k.title, birth: k.birth, place: k.place, created_at: k.createdAt, updated_at: k.updatedAt,
    share_links: shares.filter((s) => s.kundliId === k.id).map((s) => ({ created_at: s.createdAt, revoked_at: s.revokedAt })),
  }));
  await step(1);

  const ops = await db.select().from(ledgerOperations).where(eq(ledgerOperations.userId, userId)).orderBy(asc(ledgerOperations.createdAt));
  const myOrders = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
  const myRefunds = await db.select().from(refunds).where(eq(refunds.userId, userId));
  const holds = await db.select().from(walletHolds).where(eq(walletHolds.userId, userId));
  out.wallet = {
    ledger: ops.map((o) => ({ id: o.id, kind: o.kind, amount_paise: o.amountPaise, description: o.description, category: o.category, reference: o.reference, at: o.createdAt })),
    orders: myOrders.map((o) => ({
      id: o.id, status: o.status, amount_paise: o.amountPaise, gst_paise: o.gstPaise, total_paise: o.totalPaise, bonus_paise: o.bonusPaise,
      gateway: o.gateway, invoice_number: o.invoiceNumber, created_at: o.createdAt, paid_at: o.paidAt,
      invoice: o.invoiceNumber ? (o.kind === 'recharge' ? `/api/wallet/invoices/${o.id}.pdf` : `/api/orders/${o.id}/invoice.pdf`) : null,
    })),
    refunds: myRefunds.map((r) => ({ id: r.id, status: r.status, amount_paise: r.amountPaise, created_at: r.createdAt })),
    holds: holds.map((h) => ({ id: h.id, status: h.status, real_paise: h.realPaise, promotional_paise: h.promoPaise, what: h.description, created_at: h.createdAt })),
  };
  // the shop and pooja bookings: address book, cart, and each order's lines, delivery and participants
  const [myAddresses, myCart] = await Promise.all([
    db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt)),
    db.select().from(cartItems).where(eq(cartItems.userId, userId)),
  ]);
  const commerce = myOrders.filter((o) => o.kind === 'product' || o.kind === 'booking');
  const lines = commerce.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, commerce.map((o) => o.id))) : [];
  out.shop = {
    addresses: myAddresses.map((a) => ({ name: a.name, phone: a.phone, line1: a.line1, line2: a.line2, city: a.city, district: a.district, state: a.state, postal_code: a.postalCode, country: a.country, default: a.isDefault })),
    cart: myCart.map((c) => ({ variant_id: c.variantId, quantity: c.quantity, options: c.options })),
    orders: commerce.map((o) => ({
      id: o.id, kind: o.kind, status: o.status, fulfilment: o.fulfilment, total_paise: o.totalPaise, created_at: o.createdAt, details: o.details,
      items: lines.filter((l) => l.orderId === o.id).map((l) => ({ item: l.title.en, quantity: l.quantity, total_paise: l.totalPaise, options: l.options })),
      invoice: o.invoiceNumber ? `/api/orders/${o.id}/invoice.pdf` : null,
    })),
  };
  await step(2);

  // as a client and, for an astrologer, as the consultant
  const [asAstrologer] = await db.select({ id: astrologers.id }).from(astrologers).where(eq(astrologers.userId, userId));
  const mine = await db
    .select({ s: consultSessions, astrologerName: astrologers.displayName })
    .from(consultSessions)
    .innerJoin(astrologers, eq(astrologers.id, consultSessions.astrologerId))
    .where(asAstrologer ? or(eq(consultSessions.userId, userId), eq(consultSessions.astrologerId, asAstrologer.id)) : eq(consultSessions.userId, userId))
    .orderBy(asc(consultSessions.requestedAt));
  const messages = mine.length
    ? await db.select().from(consultMessages).where(inArray(consultMessages.sessionId, mine.map((m) => m.s.id))).orderBy(asc(consultMessages.sessionId), asc(consultMessages.seq))
    : [];
  out.consultations = mine.map(({ s, astrologerName }) => ({
    id: s.id, role: s.userId === userId ? 'client' : 'astrologer', astrologer: astrologerName, mode: s.mode, status: s.status,
    price_per_minute_paise: s.pricePaise, billed_minutes: s.billedMinutes, charged_paise: s.chargedPaise, refunded_paise: s.refundedPaise,
    intake: s.userId === userId ? s.intake : null, requested_at: s.requestedAt, started_at: s.startedAt, ended_at: s.endedAt, end_reason: s.endReason,
    transcript: messages.filter((m) => m.sessionId === s.id).map((m) => ({ from: m.sender, text: m.text, image: m.imageUrl, at: m.createdAt })),
  }));
  // Guruji Live: what the person wrote in live chats, the gifts they sent, their reminders, queue places and moderation about them
  const [liveChat, liveGiftsSent, liveRem, liveQ, liveMod] = await Promise.all([
    db.select({ m: liveChatMessages, title: lives.title }).from(liveChatMessages).innerJoin(lives, eq(lives.id, liveChatMessages.liveId)).where(eq(liveChatMessages.userId, userId)).orderBy(asc(liveChatMessages.createdAt)),
    db.select({ g: liveGifts, name: gifts.nameEn, title: lives.title }).from(liveGifts).innerJoin(gifts, eq(gifts.id, liveGifts.giftId)).innerJoin(lives, eq(lives.id, liveGifts.liveId)).where(eq(liveGifts.userId, userId)).orderBy(asc(liveGifts.createdAt)),
    db.select({ r: liveReminders, title: lives.title }).from(liveReminders).innerJoin(lives, eq(lives.id, liveReminders.liveId)).where(eq(liveReminders.userId, userId)),
    db.select().from(liveQueue).where(eq(liveQueue.userId, userId)).orderBy(asc(liveQueue.joinedAt)),
    db.select().from(liveBans).where(eq(liveBans.userId, userId)),
  ]);
  out.live = {
    chat_messages: liveChat.map(({ m, title }) => ({ live: title, live_id: m.liveId, text: m.text, masked: m.masked === 1, deleted: !!m.deletedAt, at: m.createdAt })),
    gifts_sent: liveGiftsSent.map(({ g, name, title }) => ({ live: title, gift: name, price_paise: g.pricePaise, at: g.createdAt })),
    reminders: liveRem.map(({ r, title }) => ({ live: title, live_id: r.liveId, at: r.createdAt, notified_at: r.notifiedAt })),
    queue: liveQ.map((q) => ({ live_id: q.liveId, state: q.state, joined_at: q.joinedAt, session_id: q.sessionId })),
    moderation: liveMod.map((b) => ({ kind: b.kind, live_id: b.liveId, at: b.createdAt })),
  };
  await step(3);

  const reviews = await db.select({ r: astrologerReviews, astrologer: astrologers.displayName }).from(astrologerReviews)
    .innerJoin(astrologers, eq(astrologers.id, astrologerReviews.astrologerId)).where(eq(astrologerReviews.userId, userId));
  out.reviews = reviews.map(({ r, astrologer }) => ({ astrologer, rating: r.rating, text: r.text, at: r.createdAt }));
  await step(4);

  const tickets = await db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(asc(supportTickets.createdAt));
  out.support_tickets = tickets.map((t) => ({ id: t.id, name: t.name, contact: t.contact, message: t.message, status: t.status, answer: t.answer, at: t.createdAt, answered_at: t.answeredAt }));
  await step(5);

  const myConsents = await db.select().from(consents).where(eq(consents.userId, userId)).orderBy(asc(consents.id));
  out.consents = myConsents.map((c) => ({ kind: c.kind, version: c.version, granted: c.granted, source: c.source, ip: c.ip, browser: c.userAgent, at: c.createdAt }));
  const erasures = await db.select().from(erasureRequests).where(eq(erasureRequests.userId, userId));
  out.erasure_requests = erasures.map((e) => ({ status: e.status, requested_at: e.requestedAt, due_at: e.dueAt, cancelled_at: e.cancelledAt }));
  await step(6);

  const mySessions = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
  const signIns = await db.select().from(auditLog).where(and(eq(auditLog.actorUserId, userId), or(eq(auditLog.action, 'auth.otp.verified'), eq(auditLog.action, 'auth.user.created'))))
    .orderBy(desc(auditLog.createdAt)).limit(500);
  const pushes = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  out.sign_in_history = {
    sign_ins: signIns.map((a) => ({ what: a.action, ip: a.ip, at: a.createdAt })),
    sessions: mySessions.map((s) => ({ started_at: s.createdAt, last_seen_at: s.lastSeenAt, ended_at: s.revokedAt, ip: s.ip, browser: s.userAgent })),
    push_subscriptions: pushes.map((p) => ({ service: new URL(p.endpoint).host, created_at: p.createdAt })),
  };
  await step(7);
  return out;
}

const esc = escapeHtml;
const rupees = (p: unknown) => `₹${(Number(p ?? 0) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
const when = (d: unknown) => (d ? new Date(d as string).toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—');

/** The same data as a readable document (HTML for the PDF printer): sections with tables, chats as transcripts. */
export function personalDataHtml(d: Record<string, any>): string {
  const table = (head: string[], rows: unknown[][]) =>
    rows.length
      ? `<table><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
      : '<p class="none">Nothing here.</p>';
  const p = d.profile;
  const chats = (d.consultations as any[]).map((c) => `
    <h3>${esc(c.mode === 'call' ? 'Call' : 'Chat')} with ${esc(c.astrologer)}, ${esc(when(c.requested_at))}</h3>
    <p>${esc(c.status)}; ${esc(c.billed_minutes)} min at ${rupees(c.price_per_minute_paise)}/min; charged ${rupees(c.charged_paise)}, refunded ${rupees(c.refunded_paise)}</p>
    ${(c.transcript as any[]).length ? `<ol class="chat">${(c.transcript as any[]).map((m) => `<li><b>${esc(m.from)}</b> <small>${esc(when(m.at))}</small><br>${esc(m.text ?? (m.image ? '[picture]' : ''))}</li>`).join('')}</ol>` : ''}`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your data at Nakshatra</title><style>
    body{font-family:'Noto Sans','Noto Sans Devanagari',sans-serif;font-size:10pt;color:#1f2937}
    h1{font-size:18pt;margin:0 0 4pt}h2{font-size:13pt;border-bottom:1px solid #c2410c;margin-top:16pt}h3{font-size:11pt;margin:10pt 0 2pt}
    table{border-collapse:collapse;width:100%;margin:4pt 0}th,td{border:1px solid #d1d5db;padding:3pt 5pt;text-align:left;vertical-align:top}th{background:#fff7ed}
    .none{color:#6b7280}.chat{padding-left:14pt}.chat li{margin:3pt 0}small{color:#6b7280}
  </style></head><body>
  <h1>Your data at Nakshatra</h1><p>Prepared ${esc(when(d.generated_at))} for account ${esc(p.id)}. The JSON file beside this one holds the same data for machines.</p>
  <h2>Profile</h2>${table(['Field', 'Value'], [['Name', p.name], ['Mobile', p.phone], ['E-mail', p.email], ['Gender', p.gender], ['Birth date', p.birth.date], ['Birth time', p.birth.time], ['Birth place', p.birth.place], ['Account since', when(p.created_at)], ['Last sign-in', when(p.last_sign_in_at)]])}
  <h2>Saved kundlis</h2>${table(['Title', 'Birth', 'Place', 'Saved'], (d.saved_kundlis as any[]).map((k) => [k.title, `${k.birth.date ?? ''} ${k.birth.time ?? ''}`, k.place.name ?? '', when(k.created_at)]))}
  <h2>Wallet</h2><h3>Ledger</h3>${table(['When', 'What', 'Amount'], (d.wallet.ledger as any[]).map((o) => [when(o.at), o.description ?? o.kind, rupees(o.amount_paise)]))}
  <h3>Recharges and invoices</h3>${table(['When', 'Status', 'Total', 'Invoice'], (d.wallet.orders as any[]).map((o) => [when(o.created_at), o.status, rupees(o.total_paise), o.invoice_number ?? '—']))}
  <h2>Shop orders and pooja bookings</h2>${table(['When', 'Kind', 'Status', 'Step', 'Total', 'Items'], ((d.shop?.orders ?? []) as any[]).map((o) => [when(o.created_at), o.kind === 'product' ? 'Shop order' : 'Pooja booking', o.status, o.fulfilment ?? '—', rupees(o.total_paise), (o.items as any[]).map((l) => `${l.item} × ${l.quantity}`).join('; ')]))}
  <h3>Addresses</h3>${table(['Name', 'Phone', 'Address', 'PIN / postal code'], ((d.shop?.addresses ?? []) as any[]).map((a) => [a.name, a.phone, [a.line1, a.line2, a.city, a.district, a.state, a.country].filter(Boolean).join(', '), a.postal_code]))}
  <h2>Consultations</h2>${chats || '<p class="none">Nothing here.</p>'}
  <h2>Guruji Live</h2><h3>Live chat messages</h3>${table(['When', 'Live', 'Message'], ((d.live?.chat_messages ?? []) as any[]).map((m) => [when(m.at), m.live, m.text]))}
  <h3>Gifts sent</h3>${table(['When', 'Live', 'Gift', 'Price'], ((d.live?.gifts_sent ?? []) as any[]).map((g) => [when(g.at), g.live, g.gift, rupees(g.price_paise)]))}
  <h3>Reminders</h3>${table(['Live', 'Asked'], ((d.live?.reminders ?? []) as any[]).map((r) => [r.live, when(r.at)]))}
  <h2>Reviews</h2>${table(['Astrologer', 'Rating', 'Review', 'When'], (d.reviews as any[]).map((r) => [r.astrologer, r.rating, r.text, when(r.at)]))}
  <h2>Support tickets</h2>${table(['When', 'Message', 'Status', 'Answer'], (d.support_tickets as any[]).map((t) => [when(t.at), t.message, t.status, t.answer ?? '']))}
  <h2>Consents</h2>${table(['When', 'What', 'Version', 'Choice', 'Where', 'From'], (d.consents as any[]).map((c) => [when(c.at), c.kind === 'notice' ? 'Terms and privacy notice' : 'Marketing messages', c.version, c.granted ? 'yes' : 'withdrawn', c.source, c.ip]))}
  <h2>Sign-in history</h2>${table(['When', 'What', 'From'], (d.sign_in_history.sign_ins as any[]).map((s) => [when(s.at), s.what === 'auth.user.created' ? 'Account created' : 'Signed in', s.ip]))}
  </body></html>`;
}

export function toDataExport(row: ExportRow, now: Date): DataExport {
  const expired = row.status === 'ready' && !!row.expiresAt && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : (row.status as DataExport['status']),
    progress: row.progress,
    step: row.step,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    downloads: row.status === 'ready' && !expired
      ? { json: `/api/users/me/exports/${row.id}/nakshatra-data.json`, pdf: `/api/users/me/exports/${row.id}/nakshatra-data.pdf` }
      : null,
  };
}

/** Asks for a download; one at a time per person (a second request while one is being prepared returns it). */
export async function requestExport(db: Db, userId: string, now: Date): Promise<ExportRow> {
  const [open] = await db.select().from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['queued', 'running']))).limit(1);
  if (open) return open;
  const [row] = await db.insert(dataExports).values({ userId, status: 'queued', createdAt: now }).returning();
  return row!;
}

/**
 * Prepares one queued export: gathers, writes JSON and PDF, stores them with an expiry, then tells the person
 * (e-mail when they have one; the profile page shows it either way). False when another worker had it or it failed.
 */
export async function prepareExport(app: FastifyInstance, pdf: PdfRenderer, id: string): Promise<boolean> {
  const { db, clock, env, mailer } = app.ctx;
  const [claimed] = await db.update(dataExports).set({ status: 'running', progress: 1, step: 'profile' })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'queued'))).returning();
  if (!claimed) return false; // another worker has it
  try {
    const data = await gatherPersonalData(db, claimed.userId, clock.now(), async (step, progress) => {
      await db.update(dataExports).set({ step, progress }).where(eq(dataExports.id, id));
    });
    await db.update(dataExports).set({ step: 'pdf', progress: 92 }).where(eq(dataExports.id, id));
    const json = JSON.stringify(data, null, 2);
    const file = await pdf.render(personalDataHtml(data));
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + env.DATA_EXPORT_TTL_HOURS * 3600_000);
    await db.update(dataExports).set({ status: 'ready', progress: 100, step: null, json, pdf: file, readyAt: now, expiresAt }).where(eq(dataExports.id, id));
    await audit(db, { actorUserId: claimed.userId, action: 'privacy.export.ready', target: claimed.userId, details: { export: id, bytes: json.length + file.length } });
    const [u] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, claimed.userId));
    // by SMS to the number the person signs in with (when the gateway has a notice template), and by e-mail
    if (u?.phone && app.ctx.sms.sendNotice) {
      await app.ctx.sms.sendNotice(u.phone, 'Your Nakshatra data download is ready. Sign in and open your profile (Your data) to download it; the link expires in 3 days.')
        .catch((err) => app.log.warn({ err }, 'data export: SMS failed'));
    }
    if (u?.email) {
      await mailer.send({
        to: u.email,
        subject: 'Your Nakshatra data is ready to download',
        text: `The copy of your data you asked for is ready. Sign in and open your profile page (Your data) to download it as JSON or PDF before ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC. If you did not ask for it, please contact support.`,
      }).catch((err) => app.log.warn({ err }, 'data export: e-mail failed'));
    }
    return true;
  } catch (err) {
    app.log.error({ err, export: id }, 'data export failed');
    await db.update(dataExports).set({ status: 'failed', step: null, error: err instanceof AppError ? err.message : 'Preparing the download failed.' }).where(eq(dataExports.id, id));
    await audit(db, { actorUserId: claimed.userId, action: 'privacy.export.failed', target: claimed.userId, details: { export: id } });
    return false;
  }
}

/** A ready export's files, for its owner only, before they expire. */
export async function exportFile(db: Db, userId: string, id: string, now: Date): Promise<ExportRow> {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!row || row.status !== 'ready') throw new AppError(404, 'not_found', 'This download does not exist. Ask for a copy of your data on your profile page.');
  if (!row.expiresAt || row.expiresAt <= now || !row.json || !row.pdf)
    throw new AppError(410, 'gone', 'This download link has expired. Ask for a new copy of your data on your profile page.');
  return row;
}

/** Expired files are deleted (the row stays as the record that a copy was given). */
export async function purgeExpiredExports(db: Db, now: Date): Promise<number> {
  const gone = await db.update(dataExports).set({ json: null, pdf: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now))).returning({ id: dataExports.id });
  return gone.length;
}

/** The newest export of a person (for the profile page). */
export async function latestExport(db: Db, userId: string): Promise<ExportRow | undefined> {
  // among rows of the same instant (a stopped clock), the one still being prepared is the latest
  const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), sql`case when ${dataExports.status} in ('queued', 'running') then 0 else 1 end`).limit(1);
  return row;
}
