/** Printable HTML of the kundli and matching reports (the PDF is this page printed by Chromium). */
import type { Lang } from '@nakshatra/shared';
import type { KundliReport, PeriodRow } from './kundli-report.js';
import type { MatchReport } from './match-report.js';
import { chartSvg } from './chart-svg.js';
import { graha, sign } from './names.js';
import type { DepthJson } from './depth.js';

const esc = (s: unknown) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const L = {
  en: { kundli: 'Kundli', birth: 'Birth details', name: 'Name', date: 'Date', time: 'Time', place: 'Place', panchang: 'Panchang at birth', tithi: 'Tithi', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', weekday: 'Weekday', sunrise: 'Sunrise', sunset: 'Sunset', avakahada: 'Avakahada chakra', planets: 'Planets', planet: 'Planet', sign: 'Sign', degree: 'Degree', pada: 'Pada', lord: 'Lord', house: 'House', dignity: 'Dignity', retro: 'Retro', combust: 'Combust', charts: 'Charts', divisional: 'Divisional charts', vimshottari: 'Vimshottari dasha', yogini: 'Yogini dasha', from: 'From', to: 'To', now: 'running', ashtakavarga: 'Ashtakavarga', total: 'Total', doshas: 'Doshas', yogas: 'Yogas', present: 'Present', absent: 'Absent', cancelled: 'cancelled', kp: 'KP cusps', cusp: 'Cusp', star: 'Star lord', sub: 'Sub lord', significators: 'KP significators', sensitivity: 'Birth-time sensitivity', match: 'Kundli matching', koota: 'Koota', points: 'Points', boy: 'Boy', girl: 'Girl', manglik: 'Manglik', conclusion: 'Conclusion', yes: 'Yes', no: 'No', lagna: 'Lagna', varna: 'Varna', vashya: 'Vashya', yoni: 'Yoni', gana: 'Gana', nadi: 'Nadi', tatva: 'Tatva', paya: 'Paya', namakshar: 'Name letter', footer: 'Computed by Nakshatra (Lahiri ayanamsa unless chosen otherwise).' },
  hi: { kundli: 'कुंडली', birth: 'जन्म विवरण', name: 'नाम', date: 'तिथि', time: 'समय', place: 'स्थान', panchang: 'जन्म समय का पंचांग', tithi: 'तिथि', nakshatra: 'नक्षत्र', yoga: 'योग', karana: 'करण', weekday: 'वार', sunrise: 'सूर्योदय', sunset: 'सूर्यास्त', avakahada: 'अवकहड़ा चक्र', planets: 'ग्रह', planet: 'ग्रह', sign: 'राशि', degree: 'अंश', pada: 'चरण', lord: 'स्वामी', house: 'भाव', dignity: 'स्थिति', retro: 'वक्री', combust: 'अस्त', charts: 'कुंडली चक्र', divisional: 'वर्ग कुंडलियाँ', vimshottari: 'विंशोत्तरी दशा', yogini: 'योगिनी दशा', from: 'से', to: 'तक', now: 'चालू', ashtakavarga: 'अष्टकवर्ग', total: 'योग', doshas: 'दोष', yogas: 'योग', present: 'है', absent: 'नहीं', cancelled: 'निरस्त', kp: 'केपी भाव', cusp: 'भाव', star: 'नक्षत्र स्वामी', sub: 'उप स्वामी', significators: 'केपी कारक', sensitivity: 'जन्म समय की संवेदनशीलता', match: 'कुंडली मिलान', koota: 'कूट', points: 'अंक', boy: 'लड़का', girl: 'लड़की', manglik: 'मांगलिक', conclusion: 'निष्कर्ष', yes: 'हाँ', no: 'नहीं', lagna: 'लग्न', varna: 'वर्ण', vashya: 'वश्य', yoni: 'योनि', gana: 'गण', nadi: 'नाड़ी', tatva: 'तत्व', paya: 'पाया', namakshar: 'नामाक्षर', footer: 'नक्षत्र द्वारा गणना (जब तक अन्य न चुना जाए, लाहिड़ी अयनांश)।' },
};

const STYLE = `<style>
@page { size: A4; margin: 14mm 12mm; }
body { font-family: 'Noto Sans', 'Noto Sans Devanagari', sans-serif; color: #1f2937; font-size: 10.5pt; }
h1 { color: #7c2d12; font-size: 20pt; margin: 0 0 4mm; } h2 { color: #7c2d12; font-size: 13pt; border-bottom: 1px solid #fcd9bd; margin: 6mm 0 2mm; page-break-after: avoid; }
table { border-collapse: collapse; width: 100%; margin: 1mm 0 3mm; page-break-inside: auto; } tr { page-break-inside: avoid; }
th, td { border: 1px solid #e5e7eb; padding: 1mm 1.5mm; text-align: left; vertical-align: top; } th { background: #fff7ed; }
.charts { display: flex; flex-wrap: wrap; gap: 4mm; } .charts .big { width: 58mm; } .charts .small { width: 42mm; }
.now { background: #fef3c7; font-weight: 600; } .muted { color: #6b7280; } footer { margin-top: 8mm; color: #6b7280; font-size: 8.5pt; }
</style>`;

const deg = (d: number) => `${Math.floor(d)}° ${String(Math.floor((d % 1) * 60)).padStart(2, '0')}′`;
const dt = (iso: string) => iso.slice(0, 10);
const page = (lang: Lang, title: string, body: string, footer: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>${STYLE}</head><body>${body}<footer>${esc(footer)}</footer></body></html>`;

function periodsTable(rows: PeriodRow[], lang: Lang, t: typeof L.en, depth: number): string {
  const out: string[] = [];
  const walk = (list: PeriodRow[], level: number, prefix: string) => {
    for (const p of list) {
      out.push(`<tr class="${p.isCurrent ? 'now' : ''}"><td>${esc(prefix + p.lord[lang])}${p.isCurrent ? ` (${t.now})` : ''}</td><td>${dt(p.start)}</td><td>${dt(p.end)}</td></tr>`);
      if (p.sub && level < depth && (level === 0 || p.isCurrent)) walk(p.sub, level + 1, `${prefix}${p.lord[lang]} › `);
    }
  };
  walk(rows, 0, '');
  return `<table><tr><th>${t.vimshottari}</th><th>${t.from}</th><th>${t.to}</th></tr>${out.join('')}</table>`;
}

/** The whole kundli report as one printable page. */
export function kundliHtml(r: KundliReport, lang: Lang, style: 'north' | 'south', depth?: DepthJson): string {
  const t = L[lang];
  const retro = r.planets.filter((p) => p.retrograde).map((p) => p.graha);
  const chart = (key: string, cls: string, withDeg = false) => {
    const c = r.charts.find((x) => x.key === key)!;
    const degrees = withDeg ? Object.fromEntries(r.planets.map((p) => [p.graha, p.degInRashi])) : undefined;
    return `<div class="${cls}">${chartSvg(style, c, lang, key === 'Moon' ? (lang === 'hi' ? 'चंद्र कुंडली' : 'Moon chart') : key === 'D1' ? (lang === 'hi' ? 'लग्न कुंडली (D1)' : 'Lagna chart (D1)') : `${c.key} ${c.name}`, { retrograde: retro, degrees })}</div>`;
  };
  const av = r.avakahada as unknown as Record<string, { name?: { en: string; hi: string }; en?: string; hi?: string }>;
  const avName = (k: string) => { const v = av[k]; return v ? (v.name ? v.name[lang] : v[lang]) : ''; };
  const dosha = (name: string, d: { present: boolean; cancelled?: boolean; reason: string; cancellationReasons?: string[] }) =>
    `<tr><td>${esc(name)}</td><td>${d.present ? t.present : t.absent}${d.cancelled ? ` (${t.cancelled})` : ''}</td><td>${esc(d.reason)}${d.cancellationReasons?.length ? `<br><span class="muted">${esc(d.cancellationReasons.join(' '))}</span>` : ''}</td></tr>`;
  const body = [
    `<h1>${t.kundli}: ${esc(r.input.name)}</h1>`,
    `<h2>${t.birth}</h2><table><tr><th>${t.name}</th><td>${esc(r.input.name)}</td><th>${t.date}</th><td>${esc(r.input.date)}</td><th>${t.time}</th><td>${esc(r.input.time)} (UTC${esc(r.birth.utcOffset)})</td></tr>`
      + `<tr><th>${t.place}</th><td colspan="3">${esc(lang === 'hi' && r.input.place.nameHi ? r.input.place.nameHi : r.input.place.name)} (${r.input.place.lat.toFixed(4)}, ${r.input.place.lon.toFixed(4)}, ${esc(r.input.place.zone)})</td><th>${t.weekday}</th><td>${esc(r.birth.weekday[lang])}</td></tr></table>`,
    `<h2>${t.panchang}</h2><table><tr><th>${t.tithi}</th><td>${esc(r.panchang.tithi.name[lang])}</td><th>${t.nakshatra}</th><td>${esc(r.panchang.nakshatra.name[lang])}</td><th>${t.yoga}</th><td>${esc(r.panchang.yoga.name[lang])}</td></tr>`
      + `<tr><th>${t.karana}</th><td>${esc(r.panchang.karana.name[lang])}</td><th>${t.sunrise}</th><td>${esc(r.panchang.sunrise?.slice(11, 16) ?? '–')}</td><th>${t.sunset}</th><td>${esc(r.panchang.sunset?.slice(11, 16) ?? '–')}</td></tr></table>`,
    `<h2>${t.avakahada}</h2><table><tr>${['varna', 'vashya', 'yoni', 'gana', 'nadi', 'tatva', 'paya', 'namakshar'].map((k) => `<th>${t[k as keyof typeof t]}</th>`).join('')}</tr><tr>${['varna', 'vashya', 'yoni', 'gana', 'nadi', 'tatva', 'paya', 'namakshar'].map((k) => `<td>${esc(avName(k))}</td>`).join('')}</tr></table>`,
    `<h2>${t.planets}</h2><table><tr><th>${t.planet}</th><th>${t.sign}</th><th>${t.degree}</th><th>${t.nakshatra}</th><th>${t.pada}</th><th>${t.lord}</th><th>${t.house}</th><th>${t.dignity}</th><th>${t.retro}</th><th>${t.combust}</th></tr>`
      + `<tr><td>${t.lagna}</td><td>${esc(r.ascendant.rashiName[lang])}</td><td>${deg(r.ascendant.degInRashi)}</td><td>${esc(r.ascendant.nakshatraName[lang])}</td><td>${r.ascendant.pada}</td><td>${esc(graha(r.ascendant.nakshatraLord)[lang])}</td><td>1</td><td></td><td></td><td></td></tr>`
      + r.planets.map((p) => `<tr><td>${esc(p.name[lang])}</td><td>${esc(p.rashiName[lang])}</td><td>${deg(p.degInRashi)}</td><td>${esc(p.nakshatraName[lang])}</td><td>${p.pada}</td><td>${esc(p.nakshatraLord[lang])}</td><td>${p.house}</td><td>${esc(p.dignity[lang])}</td><td>${p.retrograde ? t.yes : ''}</td><td>${p.combust ? t.yes : ''}</td></tr>`).join('') + '</table>',
    `<h2>${t.charts}</h2><div class="charts">${chart('D1', 'big', true)}${chart('Moon', 'big')}${chart('D9', 'big')}</div>`,
    `<h2>${t.divisional}</h2><div class="charts">${r.charts.filter((c) => !['D1', 'Moon', 'D9'].includes(c.key)).map((c) => chart(c.key, 'small')).join('')}</div>`,
    `<h2>${t.vimshottari}</h2>${periodsTable(r.vimshottari.mahadashas, lang, t, 2)}`,
    `<h2>${t.yogini}</h2>${periodsTable(r.yogini.mahadashas, lang, { ...t, vimshottari: t.yogini }, 1)}`,
    `<h2>${t.ashtakavarga}</h2><table><tr><th></th>${Array.from({ length: 12 }, (_, i) => `<th>${esc(sign(i + 1)[lang])}</th>`).join('')}<th>${t.total}</th></tr>`
      + Object.entries(r.ashtakavarga.bhinna).map(([g, b]) => `<tr><td>${esc(graha(g)[lang])}</td>${b.bindus.map((x) => `<td>${x}</td>`).join('')}<td>${b.total}</td></tr>`).join('')
      + `<tr><th>SAV</th>${r.ashtakavarga.sarva.map((x) => `<th>${x}</th>`).join('')}<th>${r.ashtakavarga.sarvaTotal}</th></tr></table>`,
    `<h2>${t.doshas}</h2><table>${dosha(lang === 'hi' ? r.doshas.manglik.nameHi ?? r.doshas.manglik.name : r.doshas.manglik.name, r.doshas.manglik)}${dosha(lang === 'hi' ? r.doshas.kaalSarp.nameHi ?? r.doshas.kaalSarp.name : r.doshas.kaalSarp.name, r.doshas.kaalSarp)}</table>`,
    `<h2>${t.yogas}</h2><table>${r.yogas.map((y) => dosha(lang === 'hi' ? y.nameHi ?? y.name : y.name, y)).join('')}</table>`,
    `<h2>${t.kp}</h2><table><tr><th>${t.cusp}</th><th>${t.degree}</th><th>${t.star}</th><th>${t.sub}</th></tr>${r.kp.cusps.map((c) => `<tr><td>${c.house}</td><td>${esc(sign(Math.floor(c.lon / 30) + 1)[lang])} ${deg(c.lon % 30)}</td><td>${esc(graha(c.starLord)[lang])}</td><td>${esc(graha(c.subLord)[lang])}</td></tr>`).join('')}</table>`,
    `<h2>${t.significators}</h2><table><tr><th>${t.planet}</th><th>A</th><th>B</th><th>C</th><th>D</th></tr>${r.kp.planets.map((p) => `<tr><td>${esc(graha(p.planet)[lang])}</td><td>${p.levels.a.join(', ')}</td><td>${p.levels.b.join(', ')}</td><td>${p.levels.c.join(', ')}</td><td>${p.levels.d.join(', ')}</td></tr>`).join('')}</table>`,
    depth ? depthHtml(depth, lang) : '',
    `<h2>${t.sensitivity}</h2><p>${esc(r.sensitivity.note[lang])}</p>`,
  ].join('');
  return page(lang, `${t.kundli} ${r.input.name}`, body, t.footer);
}

const D = {
  en: { shadbala: 'Shadbala (virupas; total in rupas)', sthana: 'Positional', dig: 'Directional', kaala: 'Temporal', chesta: 'Motional', naisargika: 'Natural', drik: 'Aspectual', total: 'Total', required: 'Minimum', ratio: 'Ratio', jaimini: 'Jaimini', karakas: 'Chara karakas', atmakaraka: 'Atmakaraka', amatyakaraka: 'Amatyakaraka', darakaraka: 'Darakaraka', arudha: 'Arudha lagna', upapada: 'Upapada', chara: 'Chara dasha', years: 'Years', from: 'From', varshaphal: 'Varshaphal: year of life {n}', return: 'Solar return', lagna: 'Annual lagna', muntha: 'Muntha', yearLord: 'Year lord', mudda: 'Mudda dasha', days: 'Days', vimshopaka: 'Vimshopaka bala (16 vargas, out of 20)' },
  hi: { shadbala: 'षड्बल (विरूपा; कुल रूपा में)', sthana: 'स्थान', dig: 'दिग्', kaala: 'काल', chesta: 'चेष्टा', naisargika: 'नैसर्गिक', drik: 'दृग्', total: 'कुल', required: 'न्यूनतम', ratio: 'अनुपात', jaimini: 'जैमिनी', karakas: 'चर कारक', atmakaraka: 'आत्मकारक', amatyakaraka: 'अमात्यकारक', darakaraka: 'दारकारक', arudha: 'आरूढ़ लग्न', upapada: 'उपपद', chara: 'चर दशा', years: 'वर्ष', from: 'से', varshaphal: 'वर्षफल: आयु का वर्ष {n}', return: 'वर्ष प्रवेश', lagna: 'वर्ष लग्न', muntha: 'मुन्था', yearLord: 'वर्षेश', mudda: 'मुद्दा दशा', days: 'दिन', vimshopaka: 'विंशोपक बल (16 वर्ग, 20 में से)' },
};
const SIGN_INDEX = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];

/** Shadbala, Vimshopaka, Jaimini and the varshaphal of the running year (the kundli's depth modules). */
function depthHtml(d: DepthJson, lang: Lang): string {
  const t = D[lang];
  const g = (name: string) => esc(graha(name as never)[lang]);
  const sg = (name: string) => esc(sign(SIGN_INDEX.indexOf(name) + 1)[lang]);
  const n = (x: number) => x.toFixed(2);
  const planets = Object.keys(d.shadbala);
  const v = d.varshaphal;
  return [
    `<h2>${t.shadbala}</h2><table><tr><th></th>${['sthana', 'dig', 'kaala', 'chesta', 'naisargika', 'drik', 'total', 'required', 'ratio'].map((k) => `<th>${t[k as keyof typeof t]}</th>`).join('')}</tr>`
      + planets.map((p) => { const s = d.shadbala[p]!; return `<tr><td>${g(p)}</td><td>${n(s.sthana)}</td><td>${n(s.dig)}</td><td>${n(s.kaala)}</td><td>${n(s.chesta)}</td><td>${n(s.naisargika)}</td><td>${n(s.drik)}</td><td>${n(s.total_rupa)}</td><td>${s.required_rupa}</td><td>${n(s.ratio)}</td></tr>`; }).join('') + '</table>',
    `<h2>${t.vimshopaka}</h2><table><tr>${Object.keys(d.extras.vimshopaka.shodashavarga).map((p) => `<th>${g(p)}</th>`).join('')}</tr><tr>${Object.values(d.extras.vimshopaka.shodashavarga).map((x) => `<td>${n(x)}</td>`).join('')}</tr></table>`,
    `<h2>${t.jaimini}</h2><table><tr><th>${t.atmakaraka}</th><td>${g(d.chara_karakas.atmakaraka ?? '')}</td><th>${t.amatyakaraka}</th><td>${g(d.chara_karakas.amatyakaraka ?? '')}</td><th>${t.darakaraka}</th><td>${g(d.chara_karakas.darakaraka ?? '')}</td></tr>`
      + `<tr><th>${t.arudha}</th><td>${sg(d.arudha_lagna.sign)}</td><th>${t.upapada}</th><td>${sg(d.upapada.sign)}</td><td colspan="2"></td></tr></table>`,
    `<table><tr><th>${t.chara}</th><th>${t.years}</th><th>${t.from}</th></tr>${d.chara_dasha.map((c) => `<tr><td>${sg(c.sign)}</td><td>${c.years}</td><td>${esc(c.start_local.slice(0, 10))}</td></tr>`).join('')}</table>`,
    `<h2>${esc(t.varshaphal.replace('{n}', String(v.year_of_life)))}</h2><table><tr><th>${t.return}</th><td>${esc(v.return_local.replace('T', ' ').slice(0, 16))}</td><th>${t.lagna}</th><td>${sg(v.ascendant.sign)}</td><th>${t.muntha}</th><td>${sg(v.muntha.sign)}</td><th>${t.yearLord}</th><td>${g(v.year_lord)}</td></tr></table>`,
    `<table><tr><th>${t.mudda}</th><th>${t.from}</th><th>${t.days}</th></tr>${v.mudda_dasha.map((m) => `<tr><td>${g(m.lord)}</td><td>${esc(m.start_local.slice(0, 16))}</td><td>${m.days.toFixed(1)}</td></tr>`).join('')}</table>`,
  ].join('');
}

/** The matching report as one printable page. */
export function matchHtml(m: MatchReport, lang: Lang): string {
  const t = L[lang];
  const person = (who: string, p: MatchReport['boy']) => `<tr><th>${who}</th><td>${esc(p.name)}</td><td>${esc(p.date)} ${esc(p.time)}</td><td>${esc(p.moonSign[lang])}</td><td>${esc(p.nakshatra[lang])} (${p.nakshatra.pada})</td><td>${p.manglik.present ? (p.manglik.cancelled ? `${t.yes} (${t.cancelled})` : t.yes) : t.no}</td></tr>`;
  const dosha = (name: string, d: MatchReport['nadiDosha']) => `<tr><td>${name}</td><td>${d.present ? t.present : t.absent}${d.cancelled ? ` (${t.cancelled})` : ''}</td><td>${d.reasons.map((r) => esc(r[lang])).join(' ')}</td></tr>`;
  const body = [
    `<h1>${t.match}: ${esc(m.boy.name)} & ${esc(m.girl.name)}</h1>`,
    `<table><tr><th></th><th>${t.name}</th><th>${t.date}</th><th>${t.sign}</th><th>${t.nakshatra}</th><th>${t.manglik}</th></tr>${person(t.boy, m.boy)}${person(t.girl, m.girl)}</table>`,
    `<h2>${t.koota}</h2><table><tr><th>${t.koota}</th><th>${t.points}</th><th></th></tr>${m.kootas.map((k) => `<tr><td>${esc(k.name[lang])}</td><td>${k.points} / ${k.max}</td><td>${esc(k.about[lang])}<br><span class="muted">${esc(k.explanation[lang])}</span></td></tr>`).join('')}<tr><th>${t.total}</th><th>${m.total} / 36</th><th></th></tr></table>`,
    `<h2>${t.doshas}</h2><table>${dosha(lang === 'hi' ? 'नाड़ी दोष' : 'Nadi dosha', m.nadiDosha)}${dosha(lang === 'hi' ? 'भकूट दोष' : 'Bhakoot dosha', m.bhakootDosha)}<tr><td>${t.manglik}</td><td>${m.manglik.compatible ? '✓' : '✗'}</td><td>${esc(m.manglik.explanation[lang])}</td></tr></table>`,
    `<h2>${t.conclusion}</h2><p>${esc(m.conclusion[lang])}</p>`,
  ].join('');
  return page(lang, t.match, body, t.footer);
}
