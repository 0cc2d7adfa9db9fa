import { and, contentItems, coupons, inArray, poojaPackages, poojaSlots, productVariants, stockMovements, type Db } from '@nakshatra/db';
import { ekadashis, pradoshVrats, purnimas, type DatedEvent } from '@nakshatra/jyotish';

/**
 * Demo commerce data: variants with stock for the seeded shop products, packages for the seeded poojas, and their
 * slots over the coming weeks on the days tradition prefers, found by our own panchang (Purnima and Ekadashi for
 * the Satyanarayan katha, Mondays and Pradosh for Rudrabhishek …). Idempotent; slots are topped up at each start.
 */

type L = { en: string; hi: string };
type V = { sku: string; label: L; attributes: Record<string, string>; price: number; mrp?: number; gstBp: number; hsn: string; stock: number; max?: number; energisation?: boolean; abroad?: boolean; grams?: number };

const variants: Record<string, V[]> = {
  'panchmukhi-rudraksha': [
    { sku: 'RUD5-IND', label: { en: 'Indonesian bead, 12 mm', hi: 'इंडोनेशियाई मनका, 12 मिमी' }, attributes: { mukhi: '5', origin: 'Indonesia', size: '12 mm' }, price: 499_00, mrp: 699_00, gstBp: 500, hsn: '14049090', stock: 40, energisation: true },
    { sku: 'RUD5-NPL', label: { en: 'Nepal bead, 20 mm, lab certified', hi: 'नेपाल मनका, 20 मिमी, लैब प्रमाणित' }, attributes: { mukhi: '5', origin: 'Nepal', size: '20 mm', certificate: 'Lab' }, price: 1_499_00, gstBp: 500, hsn: '14049090', stock: 12, energisation: true },
  ],
  'rudraksha-japa-mala-108': [
    { sku: 'MALA-108', label: { en: '5 mukhi, 108 + 1 beads', hi: '5 मुखी, 108 + 1 मनके' }, attributes: { mukhi: '5', beads: '109' }, price: 1_499_00, gstBp: 500, hsn: '14049090', stock: 15, energisation: true },
  ],
  'shri-yantra-brass': [
    { sku: 'YANTRA-3IN', label: { en: '3 inch', hi: '3 इंच' }, attributes: { size: '3 inch', metal: 'Brass' }, price: 899_00, gstBp: 1200, hsn: '74199990', stock: 20, energisation: true, grams: 250 },
    { sku: 'YANTRA-6IN', label: { en: '6 inch', hi: '6 इंच' }, attributes: { size: '6 inch', metal: 'Brass' }, price: 1_899_00, gstBp: 1200, hsn: '74199990', stock: 6, energisation: true, grams: 700 },
  ],
  'yellow-sapphire-pukhraj': [
    { sku: 'PUKH-325-IGI', label: { en: '3.25 carat, IGI certificate', hi: '3.25 कैरेट, IGI प्रमाणपत्र' }, attributes: { carat: '3.25', lab: 'IGI' }, price: 18_500_00, gstBp: 300, hsn: '71039100', stock: 3, max: 1, energisation: true, abroad: true, grams: 20 },
    { sku: 'PUKH-525-IGI', label: { en: '5.25 carat, IGI certificate', hi: '5.25 कैरेट, IGI प्रमाणपत्र' }, attributes: { carat: '5.25', lab: 'IGI' }, price: 29_500_00, gstBp: 300, hsn: '71039100', stock: 2, max: 1, energisation: true, abroad: true, grams: 20 },
  ],
  'red-coral-moonga': [
    { sku: 'MOONGA-525', label: { en: '5.25 ratti, lab certified', hi: '5.25 रत्ती, लैब प्रमाणित' }, attributes: { ratti: '5.25', certificate: 'Lab' }, price: 4_500_00, gstBp: 300, hsn: '71039990', stock: 6, max: 2, energisation: true, grams: 20 },
    { sku: 'MOONGA-725', label: { en: '7.25 ratti, lab certified', hi: '7.25 रत्ती, लैब प्रमाणित' }, attributes: { ratti: '7.25', certificate: 'Lab' }, price: 6_500_00, gstBp: 300, hsn: '71039990', stock: 4, max: 2, energisation: true, grams: 20 },
  ],
  'blue-sapphire-neelam': [
    { sku: 'NEELAM-425-GIA', label: { en: '4.25 carat, GIA certificate', hi: '4.25 कैरेट, GIA प्रमाणपत्र' }, attributes: { carat: '4.25', lab: 'GIA' }, price: 24_999_00, gstBp: 300, hsn: '71039100', stock: 1, max: 1, energisation: true, abroad: true, grams: 20 },
  ],
  'brass-akhand-diya': [
    { sku: 'DIYA-AKHAND', label: { en: 'Standard, 250 ml oil', hi: 'सामान्य, 250 मिली तेल' }, attributes: { capacity: '250 ml', metal: 'Brass' }, price: 749_00, gstBp: 1200, hsn: '74181090', stock: 30, grams: 600 },
  ],
  'kundli-workbook': [
    { sku: 'BOOK-KUNDLI', label: { en: 'Paperback, English', hi: 'पेपरबैक, अंग्रेज़ी' }, attributes: { format: 'Paperback', language: 'English' }, price: 399_00, gstBp: 0, hsn: '49011010', stock: 100, abroad: true, grams: 300 },
  ],
};

type Rule = { weekdays?: number[]; events?: Array<'purnima' | 'ekadashi' | 'pradosh'>; istHour: number; capacity: number };
/** Which days each pooja is offered on (IST hour of the start) and how many bookings a slot takes. */
const schedule: Record<string, Rule> = {
  'satyanarayan-katha': { events: ['purnima', 'ekadashi'], istHour: 8, capacity: 12 },
  rudrabhishek: { weekdays: [1], events: ['pradosh'], istHour: 7, capacity: 15 },
  'navgraha-shanti': { weekdays: [6], istHour: 9, capacity: 8 },
  'lakshmi-puja': { weekdays: [5], events: ['purnima'], istHour: 18, capacity: 12 },
  'ganesh-puja': { weekdays: [3], istHour: 8, capacity: 15 },
  'mahamrityunjaya-jaap': { weekdays: [1], istHour: 6, capacity: 6 },
};
const EVENT_LABEL: Record<string, L> = {
  purnima: { en: 'Purnima (full moon), traditional for this pooja', hi: 'पूर्णिमा, इस पूजा के लिए पारंपरिक' },
  ekadashi: { en: 'Ekadashi, traditional for this pooja', hi: 'एकादशी, इस पूजा के लिए पारंपरिक' },
  pradosh: { en: 'Pradosh, the evening sacred to Shiva', hi: 'प्रदोष, शिव को प्रिय संध्या' },
};
const WEEKDAY_LABEL: L[] = [
  { en: 'Sunday', hi: 'रविवार' }, { en: 'Monday, sacred to Shiva', hi: 'सोमवार, शिव को प्रिय' }, { en: 'Tuesday', hi: 'मंगलवार' },
  { en: 'Wednesday, sacred to Ganesha', hi: 'बुधवार, गणेश को प्रिय' }, { en: 'Thursday', hi: 'गुरुवार' },
  { en: 'Friday, sacred to Lakshmi', hi: 'शुक्रवार, लक्ष्मी को प्रिय' }, { en: 'Saturday, for Shani and the nine planets', hi: 'शनिवार, शनि और नवग्रह के लिए' },
];

/** Local IST date `YYYY-MM-DD` at `hour`:00 IST as an instant. */
const istAt = (date: string, hour: number) => new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`);

export async function seedCommerce(db: Db, now = new Date(), days = 45): Promise<number> {
  let created = 0;
  const slugs = [...Object.keys(variants), ...Object.keys(schedule)];
  const items = await db.select({ id: contentItems.id, slug: contentItems.slug, type: contentItems.type, data: contentItems.data }).from(contentItems)
    .where(and(inArray(contentItems.slug, slugs), inArray(contentItems.type, ['products', 'pooja'])));
  for (const p of items.filter((i) => i.type === 'products')) {
    for (const [i, v] of (variants[p.slug] ?? []).entries()) {
      const rows = await db.insert(productVariants).values({
        productId: p.id, sku: v.sku, label: v.label, attributes: v.attributes, pricePaise: v.price, mrpPaise: v.mrp ?? null, gstRateBp: v.gstBp, hsn: v.hsn,
        stock: v.stock, maxPerOrder: v.max ?? 5, energisation: v.energisation ?? false, shipsAbroad: v.abroad ?? false, weightGrams: v.grams ?? 100, position: i,
      }).onConflictDoNothing({ target: productVariants.sku }).returning({ id: productVariants.id });
      if (rows.length) {
        created++;
        await db.insert(stockMovements).values({ variantId: rows[0].id, delta: v.stock, reason: 'initial', note: 'Demo stock' });
      }
    }
  }
  const ist = (d: Date) => new Date(d.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const from = ist(now);
  const to = ist(new Date(now.getTime() + days * 86_400_000));
  const where = { from, to, lat: 25.3176, lon: 82.9739, timeZone: 'Asia/Kolkata' }; // Varanasi
  const found: Record<string, DatedEvent[]> = { purnima: purnimas(where), ekadashi: ekadashis(where), pradosh: pradoshVrats(where) };
  for (const p of items.filter((i) => i.type === 'pooja')) {
    const base = Number(p.data.pricePaise ?? 0);
    if (base > 0) {
      await db.insert(poojaPackages).values([
        { poojaId: p.id, code: 'individual', label: { en: 'Individual (1 name in the sankalp)', hi: 'व्यक्तिगत (संकल्प में 1 नाम)' }, pricePaise: base, participants: 1, position: 0 },
        { poojaId: p.id, code: 'family', label: { en: 'Family (up to 4 names)', hi: 'परिवार (अधिकतम 4 नाम)' }, pricePaise: Math.round((base * 1.6) / 100) * 100 + 100, participants: 4, position: 1 },
        { poojaId: p.id, code: 'family-prasad', label: { en: 'Family with prasad by post', hi: 'परिवार, प्रसाद डाक से' }, pricePaise: Math.round((base * 1.6) / 100) * 100 + 100 + 351_00, participants: 4, prasad: true, position: 2 },
      ]).onConflictDoNothing();
    }
    const rule = schedule[p.slug];
    if (!rule) continue;
    const dates = new Map<string, L>();
    for (const e of rule.events ?? []) for (const d of found[e]) if (!dates.has(d.date)) dates.set(d.date, EVENT_LABEL[e]);
    for (let i = 1; i <= days; i++) {
      const date = ist(new Date(now.getTime() + i * 86_400_000));
      const wd = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (rule.weekdays?.includes(wd) && !dates.has(date)) dates.set(date, WEEKDAY_LABEL[wd]);
    }
    const values = [...dates].filter(([d]) => d > from).map(([date, reason]) => ({ poojaId: p.id, startsAt: istAt(date, reason === EVENT_LABEL.pradosh ? 18 : rule.istHour), capacity: rule.capacity, reason }));
    if (values.length) created += (await db.insert(poojaSlots).values(values).onConflictDoNothing().returning({ id: poojaSlots.id })).length;
  }
  await db.insert(coupons).values({ code: 'WELCOME10', kind: 'percent', value: 1000, maxDiscountPaise: 500_00, perUserLimit: 1, appliesTo: 'all' }).onConflictDoNothing();
  return created;
}

