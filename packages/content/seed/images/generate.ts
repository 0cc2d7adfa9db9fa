/**
 * Writes the demo SVG illustrations under packages/content/seed/images/<type>/.
 * Run: npx tsx packages/content/seed/images/generate.ts
 * Every file is drawn from shapes (no fonts) and kept under 8 KB.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C, svg, stars, glow, sun, moon, planet, eclipse, comet, mandala, rings, lotus, diya, kundli, wheel, kalash, compass, house,
  water, bead, mala, gem, yantra, book, bubble, phone, twoRings, live, mic, bars, play, avatar, frame, poly, circle, path,
  numberDots, type Bg,
} from './art';

const here = dirname(fileURLToPath(import.meta.url));
const files: Record<string, string> = {};
const add = (name: string, content: string) => {
  files[name] = content;
};

/* ------------------------------------------------------------------ motifs */
// A motif draws at (cx, cy) with size s; used by cards, banners and story pages alike.
type Motif = (cx: number, cy: number, s: number, id: string) => string;

const M: Record<string, Motif> = {
  sun: (x, y, s) => sun(x, y, s * 0.45),
  moon: (x, y, s, id) => moon(x, y, s * 0.5, 0.3, id),
  fullmoon: (x, y, s) => moon(x, y, s * 0.5, 1),
  mars: (x, y, s) => planet(x, y, s * 0.45, '#c2410c', C.maroon),
  mercury: (x, y, s) => planet(x, y, s * 0.4, C.green, '#a7f3d0'),
  jupiter: (x, y, s) => planet(x, y, s * 0.5, C.gold, C.saffron),
  venus: (x, y, s) => planet(x, y, s * 0.45, C.cream, C.pale),
  saturn: (x, y, s) => planet(x, y, s * 0.38, '#4c5bd4', C.sky, true),
  rahu: (x, y, s) => eclipse(x, y, s * 0.42),
  ketu: (x, y, s) => comet(x + s * 0.3, y + s * 0.1, s * 0.14),
  sadesati: (x, y, s) =>
    planet(x, y, s * 0.32, '#4c5bd4', C.sky, true) +
    [0, 1, 2].map((i) => path(`M${x - s * (0.62 + i * 0.1)} ${y + s * 0.55}A${s * (0.8 + i * 0.12)} ${s * (0.8 + i * 0.12)} 0 0 1 ${x + s * (0.62 + i * 0.1)} ${y + s * 0.55}`, C.gold, 3, 'none', `opacity="${0.8 - i * 0.2}" stroke-dasharray="${i === 1 ? '0' : '6 8'}"`)).join(''),
  mandala: (x, y, s, id) => mandala(x, y, s * 0.5, 12, [C.maroon, C.saffron, C.gold, C.cream], id),
  mandala8: (x, y, s, id) => mandala(x, y, s * 0.5, 8, [C.saffron, C.cream, C.maroon], id),
  lotus: (x, y, s) => lotus(x, y + s * 0.3, s * 0.6),
  diya: (x, y, s) => diya(x, y + s * 0.2, s * 0.5),
  diyas: (x, y, s) => diya(x - s * 0.45, y + s * 0.25, s * 0.28) + diya(x, y + s * 0.2, s * 0.36) + diya(x + s * 0.45, y + s * 0.25, s * 0.28),
  kundli: (x, y, s) => kundli(x - s * 0.42, y - s * 0.42, s * 0.84) + circle(x, y - s * 0.21, s * 0.04, C.cream) + circle(x + s * 0.2, y + s * 0.05, s * 0.035, C.saffron),
  wheel: (x, y, s) => wheel(x, y, s * 0.45),
  kalash: (x, y, s) => kalash(x, y + s * 0.1, s * 0.7),
  compass: (x, y, s) => compass(x, y, s * 0.4),
  house: (x, y, s) => house(x, y + s * 0.05, s * 0.8),
  houseCompass: (x, y, s) => compass(x, y, s * 0.48) + house(x, y + s * 0.1, s * 0.45),
  rudraksha: (x, y, s) => bead(x, y, s * 0.35),
  mala: (x, y, s) => mala(x, y, s * 0.38) + bead(x, y + s * 0.46, s * 0.07),
  yantra: (x, y, s) => yantra(x, y, s * 0.7),
  gemBlue: (x, y, s) => gem(x, y, s * 0.38, '#2b4fd8'),
  gemYellow: (x, y, s) => gem(x, y, s * 0.38, C.gold),
  gemRed: (x, y, s) => gem(x, y, s * 0.38, '#c81e3a'),
  book: (x, y, s) => book(x, y, s * 0.5),
  chat: (x, y, s) => bubble(x, y, s * 0.4),
  phone: (x, y, s) => phone(x, y, s * 0.45),
  rings: (x, y, s) => twoRings(x, y, s * 0.5),
  live: (x, y, s) => live(x, y, s * 0.5),
  mic: (x, y, s) => mic(x, y, s * 0.55) + bars(x - s * 0.9, y, s * 0.4, s * 0.5, 5, 3) + bars(x + s * 0.5, y, s * 0.4, s * 0.5, 5, 9),
  play: (x, y, s) => rings(x, y, s * 0.45, 24) + play(x, y, s * 0.25),
  stars: (x, y, s) => star5(x, y, s * 0.3, C.gold) + star5(x - s * 0.4, y + s * 0.25, s * 0.12, C.cream) + star5(x + s * 0.42, y - s * 0.3, s * 0.1, C.cream),
  shiva: (x, y, s, id) =>
    moon(x + s * 0.28, y - s * 0.38, s * 0.14, 0.2, id) +
    `<path d="M${x - s * 0.22} ${y + s * 0.35}V${y - s * 0.05}A${s * 0.22} ${s * 0.25} 0 0 1 ${x + s * 0.22} ${y - s * 0.05}V${y + s * 0.35}Z" fill="#334155"/>` +
    poly([[x - s * 0.5, y + s * 0.35], [x + s * 0.5, y + s * 0.35], [x + s * 0.42, y + s * 0.48], [x - s * 0.42, y + s * 0.48]], '#475569') +
    path(`M${x - s * 0.14} ${y - s * 0.02}h${s * 0.28}M${x - s * 0.14} ${y + s * 0.06}h${s * 0.28}M${x - s * 0.14} ${y + s * 0.14}h${s * 0.28}`, C.cream, 3) +
    circle(x, y + s * 0.06, s * 0.035, C.maroon),
  trishul: (x, y, s) =>
    path(`M${x} ${y - s * 0.45}V${y + s * 0.5}M${x - s * 0.28} ${y - s * 0.35}Q${x - s * 0.28} ${y - s * 0.08} ${x} ${y - s * 0.08}Q${x + s * 0.28} ${y - s * 0.08} ${x + s * 0.28} ${y - s * 0.35}`, C.gold, s * 0.045) +
    poly([[x, y - s * 0.55], [x - s * 0.05, y - s * 0.42], [x + s * 0.05, y - s * 0.42]], C.gold),
  flute: (x, y, s) =>
    `<g transform="rotate(-25 ${x} ${y})"><rect x="${x - s * 0.55}" y="${y - s * 0.04}" width="${s * 1.1}" height="${s * 0.08}" rx="${s * 0.04}" fill="${C.saffron}"/>${[0, 1, 2, 3, 4].map((i) => circle(x - s * 0.2 + i * s * 0.1, y, s * 0.015, C.maroon)).join('')}</g>` +
    feather(x + s * 0.15, y - s * 0.3, s * 0.3),
  kites: (x, y, s) =>
    kite(x - s * 0.3, y - s * 0.1, s * 0.28, C.saffron, C.maroon) + kite(x + s * 0.25, y - s * 0.3, s * 0.22, C.rose, C.cream) + kite(x + s * 0.2, y + s * 0.2, s * 0.18, C.green, C.gold),
  colours: (x, y, s) =>
    circle(x - s * 0.25, y - s * 0.1, s * 0.22, '#db2777', 'opacity="0.85"') +
    circle(x + s * 0.2, y - s * 0.2, s * 0.2, C.gold, 'opacity="0.85"') +
    circle(x + s * 0.05, y + s * 0.2, s * 0.24, C.green, 'opacity="0.8"') +
    circle(x - s * 0.35, y + s * 0.28, s * 0.12, C.sky, 'opacity="0.85"') +
    circle(x + s * 0.38, y + s * 0.15, s * 0.1, C.saffron, 'opacity="0.9"'),
  rakhi: (x, y, s) =>
    path(`M${x - s * 0.6} ${y + s * 0.05}Q${x} ${y - s * 0.05} ${x + s * 0.6} ${y + s * 0.05}`, '#dc2626', s * 0.03) +
    mandala(x, y, s * 0.26, 10, [C.saffron, C.gold, C.maroon], 'rk') +
    circle(x, y, s * 0.05, C.cream),
  modak: (x, y, s) =>
    [-0.32, 0, 0.32].map((dx, i) => {
      const cx = x + dx * s;
      const cy = y + (i === 1 ? -s * 0.05 : s * 0.08);
      const k = s * (i === 1 ? 0.22 : 0.17);
      return `<path d="M${cx} ${cy - k * 1.3}Q${cx + k * 0.2} ${cy - k * 0.8} ${cx + k} ${cy}Q${cx + k} ${cy + k * 0.7} ${cx} ${cy + k * 0.7}Q${cx - k} ${cy + k * 0.7} ${cx - k} ${cy}Q${cx - k * 0.2} ${cy - k * 0.8} ${cx} ${cy - k * 1.3}Z" fill="${C.cream}"/>${path(`M${cx} ${cy - k * 1.1}V${cy + k * 0.6}M${cx - k * 0.5} ${cy - k * 0.4}Q${cx - k * 0.4} ${cy + k * 0.3} ${cx - k * 0.3} ${cy + k * 0.6}M${cx + k * 0.5} ${cy - k * 0.4}Q${cx + k * 0.4} ${cy + k * 0.3} ${cx + k * 0.3} ${cy + k * 0.6}`, C.pale, 2)}`;
    }).join('') + poly([[x - s * 0.55, y + s * 0.25], [x + s * 0.55, y + s * 0.25], [x + s * 0.45, y + s * 0.33], [x - s * 0.45, y + s * 0.33]], C.saffron),
  dandiya: (x, y, s) =>
    `<g stroke-linecap="round">${path(`M${x - s * 0.45} ${y + s * 0.4}L${x + s * 0.2} ${y - s * 0.4}`, C.saffron, s * 0.05)}${path(`M${x + s * 0.45} ${y + s * 0.4}L${x - s * 0.2} ${y - s * 0.4}`, C.rose, s * 0.05)}</g>` +
    circle(x, y - s * 0.06, s * 0.12, 'url(#glow)'),
  bow: (x, y, s) =>
    path(`M${x - s * 0.1} ${y - s * 0.5}Q${x + s * 0.45} ${y} ${x - s * 0.1} ${y + s * 0.5}`, C.gold, s * 0.05) +
    path(`M${x - s * 0.1} ${y - s * 0.5}L${x - s * 0.1} ${y + s * 0.5}`, C.cream, 2) +
    path(`M${x - s * 0.5} ${y}H${x + s * 0.45}`, C.cream, s * 0.025) +
    poly([[x + s * 0.55, y], [x + s * 0.42, y - s * 0.06], [x + s * 0.42, y + s * 0.06]], C.saffron),
  chhath: (x, y, s) =>
    sun(x, y - s * 0.1, s * 0.22, 12, '#ea580c') +
    `<path d="M${x - s * 0.5} ${y + s * 0.25}Q${x} ${y + s * 0.55} ${x + s * 0.5} ${y + s * 0.25}Z" fill="${C.gold}" stroke="${C.maroon}" stroke-width="3"/>` +
    circle(x - s * 0.2, y + s * 0.27, s * 0.06, '#ea580c') + circle(x, y + s * 0.29, s * 0.06, C.green) + circle(x + s * 0.2, y + s * 0.27, s * 0.06, C.rose),
  sieve: (x, y, s, id) =>
    moon(x + s * 0.2, y - s * 0.2, s * 0.2, 1, id) +
    `<circle cx="${x - s * 0.1}" cy="${y + s * 0.05}" r="${s * 0.3}" fill="none" stroke="${C.gold}" stroke-width="${s * 0.04}"/>` +
    `<g stroke="${C.gold}" stroke-width="1.5" opacity="0.7">${[-2, -1, 0, 1, 2].map((i) => `<path d="M${x - s * 0.1 + i * s * 0.1} ${y - s * 0.22}v${s * 0.54}M${x - s * 0.38} ${y + s * 0.05 + i * s * 0.1}h${s * 0.56}"/>`).join('')}</g>`,
  tulsi: (x, y, s) =>
    poly([[x - s * 0.3, y + s * 0.45], [x + s * 0.3, y + s * 0.45], [x + s * 0.22, y], [x - s * 0.22, y]], C.maroon) +
    [[-0.15, -0.15, -30], [0.15, -0.15, 30], [0, -0.3, 0], [-0.22, -0.32, -40], [0.22, -0.32, 40], [0, -0.48, 0]]
      .map(([dx, dy, r]) => `<ellipse cx="${x + dx! * s}" cy="${y + dy! * s}" rx="${s * 0.06}" ry="${s * 0.12}" fill="${C.green}" transform="rotate(${r} ${x + dx! * s} ${y + dy! * s})"/>`)
      .join(''),
  conch: (x, y, s) =>
    `<path d="M${x - s * 0.45} ${y + s * 0.1}Q${x - s * 0.3} ${y - s * 0.35} ${x + s * 0.15} ${y - s * 0.3}Q${x + s * 0.5} ${y - s * 0.2} ${x + s * 0.45} ${y + s * 0.05}Q${x + s * 0.2} ${y + s * 0.3} ${x - s * 0.45} ${y + s * 0.1}Z" fill="${C.cream}"/>` +
    path(`M${x - s * 0.2} ${y - s * 0.05}Q${x + s * 0.1} ${y - s * 0.2} ${x + s * 0.3} ${y - s * 0.05}M${x - s * 0.05} ${y + s * 0.1}Q${x + s * 0.15} ${y} ${x + s * 0.35} ${y + s * 0.08}`, C.saffron, 3),
  bell: (x, y, s) =>
    `<path d="M${x - s * 0.32} ${y + s * 0.3}Q${x - s * 0.3} ${y - s * 0.35} ${x} ${y - s * 0.38}Q${x + s * 0.3} ${y - s * 0.35} ${x + s * 0.32} ${y + s * 0.3}Z" fill="${C.gold}"/>` +
    circle(x, y + s * 0.38, s * 0.07, C.saffron) + path(`M${x} ${y - s * 0.38}V${y - s * 0.55}`, C.gold, s * 0.04) + path(`M${x - s * 0.36} ${y + s * 0.3}H${x + s * 0.36}`, C.saffron, s * 0.05),
  eclipseSky: (x, y, s) => eclipse(x, y, s * 0.35) + stars(0, 0, 0, 1),
  meteors: (x, y, s) =>
    [0, 1, 2, 3].map((i) => path(`M${x - s * 0.5 + i * s * 0.25} ${y - s * 0.45 + i * s * 0.08}l${s * 0.3} ${s * 0.3}`, C.cream, 3, 'none', `opacity="${0.9 - i * 0.15}"`)).join('') + star5(x + s * 0.2, y + s * 0.2, s * 0.12, C.gold),
  panchang: (x, y, s, id) =>
    `<rect x="${x - s * 0.42}" y="${y - s * 0.4}" width="${s * 0.84}" height="${s * 0.8}" rx="${s * 0.05}" fill="${C.cream}"/><rect x="${x - s * 0.42}" y="${y - s * 0.4}" width="${s * 0.84}" height="${s * 0.16}" rx="${s * 0.05}" fill="${C.maroon}"/>` +
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => circle(x - s * 0.3 + (i % 4) * s * 0.2, y - s * 0.08 + Math.floor(i / 4) * s * 0.16, s * 0.045, i === 6 ? C.saffron : C.indigo, i === 6 ? '' : 'opacity="0.35"')).join('') +
    moon(x + s * 0.3, y - s * 0.32, s * 0.06, 0.4, id, C.gold),
  app: (x, y, s) =>
    `<rect x="${x - s * 0.25}" y="${y - s * 0.45}" width="${s * 0.5}" height="${s * 0.9}" rx="${s * 0.07}" fill="${C.deep}" stroke="${C.gold}" stroke-width="4"/>` + wheel(x, y - s * 0.05, s * 0.17) + circle(x, y + s * 0.36, s * 0.03, C.gold),
  hands: (x, y, s) =>
    `<path d="M${x} ${y + s * 0.45}L${x - s * 0.05} ${y - s * 0.2}Q${x - s * 0.08} ${y - s * 0.45} ${x - s * 0.02} ${y - s * 0.5}Q${x + s * 0.02} ${y - s * 0.5} ${x + s * 0.02} ${y - s * 0.3}L${x} ${y + s * 0.45}Z" fill="${C.pale}"/><path d="M${x} ${y + s * 0.45}L${x + s * 0.05} ${y - s * 0.2}Q${x + s * 0.08} ${y - s * 0.45} ${x + s * 0.02} ${y - s * 0.5}L${x} ${y + s * 0.45}Z" fill="${C.cream}"/>` +
    glow(x, y - s * 0.2, s * 0.5),
};

function star5(cx: number, cy: number, r: number, color: string): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const R = i % 2 ? r * 0.42 : r;
    pts.push([cx + Math.cos(a) * R, cy + Math.sin(a) * R]);
  }
  return poly(pts, color);
}
function kite(cx: number, cy: number, s: number, a: string, b: string): string {
  return poly([[cx, cy - s], [cx + s * 0.7, cy], [cx, cy + s], [cx - s * 0.7, cy]], a) + path(`M${cx} ${cy - s}V${cy + s}M${cx - s * 0.7} ${cy}H${cx + s * 0.7}`, b, 2) + path(`M${cx} ${cy + s}q${s * 0.2} ${s * 0.4} 0 ${s * 0.8}`, C.cream, 1.5);
}
function feather(cx: number, cy: number, s: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${s * 0.35}" ry="${s * 0.6}" fill="${C.green}" transform="rotate(25 ${cx} ${cy})"/><ellipse cx="${cx}" cy="${cy - s * 0.1}" rx="${s * 0.2}" ry="${s * 0.28}" fill="${C.teal}" transform="rotate(25 ${cx} ${cy})"/>${circle(cx, cy - s * 0.12, s * 0.1, C.indigo)}${circle(cx, cy - s * 0.12, s * 0.05, C.gold)}`;
}

/* ----------------------------------------------------------- compositions */
let uid = 0;
const nextId = () => `m${++uid}`;

/** Landscape card (blog, video, news, aarti, vrat, festival, podcast …): 1200×675. */
function card(bg: Bg, motifs: string[], seed: number, opts: { ring?: boolean; horizon?: boolean; playBtn?: boolean } = {}): string {
  const W = 1200;
  const H = 675;
  let b = stars(W, H, bg === 'cream' ? 0 : 70, seed);
  if (opts.ring !== false) b += rings(W / 2, H / 2, 300, 48, C.gold, bg === 'cream' ? 0.5 : 0.35);
  if (opts.horizon) b += water(W, H * 0.78, H * 0.22);
  const n = motifs.length;
  motifs.forEach((m, i) => {
    const cx = n === 1 ? W / 2 : W * (0.28 + (0.44 * i) / (n - 1));
    const s = n === 1 ? 420 : 300;
    b += M[m]!(cx, H / 2, s, nextId());
  });
  if (opts.playBtn) b += play(W / 2, H / 2, 70);
  return svg(W, H, bg, b);
}

/** Wide banner: 1600×600 with the motif on the right and calm space on the left for the headline. */
function banner(bg: Bg, motif: string, second: string | null, seed: number): string {
  const W = 1600;
  const H = 600;
  let b = stars(W, H, 90, seed);
  b += mandala(260, 300, 420, 16, [C.indigo, C.violet], 'bm', 0.25);
  b += rings(1150, 300, 260, 60, C.gold, 0.45);
  b += M[motif]!(1150, 300, 400, nextId());
  if (second) b += M[second]!(1420, 470, 160, nextId());
  b += `<rect x="0" y="560" width="${W}" height="40" fill="${C.saffron}" opacity="0.15"/>`;
  return svg(W, H, bg, b);
}

/** Square icon tile: 600×600. */
function tile(bg: Bg, motif: string, seed: number): string {
  let b = stars(600, 600, bg === 'cream' ? 0 : 30, seed);
  b += rings(300, 300, 250, 36, bg === 'cream' ? C.maroon : C.gold, 0.4);
  b += M[motif]!(300, 300, 380, nextId());
  return svg(600, 600, bg, b);
}

/** Portrait story page: 720×1280. */
function storyPage(bg: Bg, motif: string, seed: number): string {
  let b = stars(720, 1280, bg === 'cream' ? 0 : 110, seed);
  b += mandala(360, 1280, 420, 16, [C.indigo, C.violet], 'sm', bg === 'cream' ? 0.12 : 0.35);
  b += rings(360, 520, 300, 48, C.gold, 0.4);
  b += M[motif]!(360, 520, 480, nextId());
  b += `<rect x="0" y="880" width="720" height="400" fill="${C.deep}" opacity="0.35"/>`;
  return svg(720, 1280, bg, b);
}

/** Tarot card face: 600×1000, symbol chosen per card. */
function tarotCard(n: number, motif: string, bg: Bg): string {
  let b = stars(600, 1000, 60, 100 + n);
  b += frame(30, 30, 540, 940);
  b += rings(300, 470, 220, 22 + n, C.gold, 0.5);
  b += M[motif]!(300, 470, 360, nextId());
  // the card's number drawn as pips (no fonts): n dots along the bottom, 0 = a ring
  const pips = n === 0 ? circle(300, 870, 16, 'none', `stroke="${C.gold}" stroke-width="4"`) : '';
  let dots = '';
  const rows = n > 11 ? 2 : 1;
  const perRow = Math.ceil(n / rows);
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const count = row === rows - 1 ? n - perRow * (rows - 1) : perRow;
    dots += circle(300 + (col - (count - 1) / 2) * 30, 855 + row * 30, 8, C.gold);
  }
  b += pips + dots;
  return svg(600, 1000, bg, b);
}

/** Testimonial / reviewer avatar: 400×400. */
function face(skin: string, cloth: string, hair: string, long: boolean): string {
  return svg(400, 400, 'cream', avatar(200, 200, 180, skin, cloth, hair, long));
}

/** Numerology number: n dots joined as a star figure. */
function numberArt(n: number): string {
  let b = stars(1200, 675, 60, 300 + n);
  b += mandala(600, 337, 300, n < 3 ? 6 : n * 2, [C.violet, C.indigo], 'nm', 0.8);
  b += rings(600, 337, 270, n * 4, C.gold, 0.5);
  b += numberDots(600, 337, 200, n);
  return svg(1200, 675, n % 2 ? 'night' : 'dusk', b);
}

/* -------------------------------------------------------------- manifest */
// blog
add('blog/moon-sign.svg', card('night', ['moon'], 1));
add('blog/sade-sati.svg', card('dusk', ['sadesati'], 2));
add('blog/kundli.svg', card('night', ['kundli'], 3, { ring: false }));
add('blog/muhurat.svg', card('dusk', ['panchang', 'kalash'], 4));
add('blog/nakshatra.svg', card('night', ['stars', 'moon'], 5));
add('blog/retrograde.svg', card('night', ['mercury', 'saturn'], 6));

// remedies: the ten planet pages
const remedyBg: Record<string, Bg> = { sun: 'dawn', moon: 'night', mars: 'maroon', mercury: 'night', jupiter: 'dusk', venus: 'night', saturn: 'night', rahu: 'night', ketu: 'dusk', sadesati: 'dusk' };
for (const [slug, bg] of Object.entries(remedyBg)) add(`remedies/${slug}.svg`, card(bg, [slug], 10 + slug.length));

// banners
add('banners/talk.svg', banner('night', 'phone', 'stars', 21));
add('banners/kundli.svg', banner('dusk', 'kundli', 'moon', 22));
add('banners/remedies.svg', banner('night', 'diya', 'lotus', 23));
add('banners/podcast.svg', banner('night', 'mic', null, 24));
add('banners/matching.svg', banner('maroon', 'rings', 'stars', 25));
add('banners/horoscope.svg', banner('night', 'wheel', 'sun', 26));

// services
const svc: Array<[string, Bg, string]> = [
  ['talk', 'night', 'phone'], ['chat', 'night', 'chat'], ['free-kundli', 'dusk', 'kundli'], ['matching', 'maroon', 'rings'],
  ['live', 'night', 'live'], ['horoscope', 'night', 'wheel'], ['pooja', 'dusk', 'diya'], ['podcast', 'night', 'mic'],
];
for (const [name, bg, m] of svc) add(`services/${name}.svg`, tile(bg, m, 30 + name.length));

// testimonials / reviews: simple avatars
const people: Array<[string, string, string, string, boolean]> = [
  ['t1', '#c68a5e', C.maroon, '#2b1b12', true], ['t2', '#a86f47', C.indigo, '#1b120c', false], ['t3', '#d9a77e', C.green, '#3a2414', true],
  ['t4', '#8d5a3b', C.saffron, '#120c08', false], ['t5', '#e0b48e', C.rose, '#2b1b12', true], ['t6', '#b27a52', C.teal, '#5b5b5b', false],
  ['t7', '#9b6644', C.violet, '#1b120c', true], ['t8', '#c99068', C.maroon, '#2a2a2a', false],
];
for (const [name, skin, cloth, hair, long] of people) add(`testimonial/${name}.svg`, face(skin, cloth, hair, long));

// videos
const vids: Array<[string, Bg, string[]]> = [
  ['kundli-basics', 'night', ['kundli']], ['sade-sati-myths', 'dusk', ['saturn']], ['diya-aarti-at-home', 'dusk', ['diya']],
  ['navgraha-mantras', 'night', ['sun', 'moon']], ['vastu-entrance', 'night', ['houseCompass']], ['tarot-first-spread', 'maroon', ['stars']],
];
for (const [name, bg, ms] of vids) add(`video/${name}.svg`, card(bg, ms, 40 + name.length, { playBtn: true }));

// aarti
const aartis: Array<[string, Bg, string[]]> = [
  ['om-jai-jagdish-hare', 'dusk', ['conch', 'lotus']], ['jai-ganesh-deva', 'maroon', ['modak']], ['om-jai-lakshmi-mata', 'dusk', ['lotus', 'diya']],
  ['aarti-kunj-bihari-ki', 'night', ['flute']], ['jai-ambe-gauri', 'maroon', ['trishul', 'diya']], ['om-jai-shiv-omkara', 'night', ['shiva']],
  ['aarti-kije-hanuman-lala-ki', 'dawn', ['bell', 'diya']],
];
for (const [name, bg, ms] of aartis) add(`aarti/${name}.svg`, card(bg, ms, 50 + name.length));

// festivals
const fests: Array<[string, Bg, string[], boolean?]> = [
  ['diwali', 'night', ['diyas']], ['holi', 'cream', ['colours']], ['makar-sankranti', 'dawn', ['kites']], ['maha-shivratri', 'night', ['shiva']],
  ['janmashtami', 'night', ['flute']], ['raksha-bandhan', 'dusk', ['rakhi']], ['ganesh-chaturthi', 'maroon', ['modak']],
  ['navratri', 'dusk', ['dandiya', 'trishul']], ['dussehra', 'dawn', ['bow']], ['chhath-puja', 'dawn', ['chhath'], true],
];
for (const [name, bg, ms, horizon] of fests) add(`festivals/${name}.svg`, card(bg, ms, 60 + name.length, { horizon: !!horizon }));

// vrat
const vrats: Array<[string, Bg, string[]]> = [
  ['ekadashi', 'night', ['tulsi', 'moon']], ['pradosh', 'dusk', ['shiva']], ['purnima', 'night', ['fullmoon']], ['amavasya', 'night', ['diya']],
  ['sankashti-chaturthi', 'maroon', ['modak', 'moon']], ['karva-chauth', 'night', ['sieve']], ['navratri', 'dusk', ['kalash', 'diya']],
];
for (const [name, bg, ms] of vrats) add(`vrat/${name}.svg`, card(bg, ms, 70 + name.length));

// podcast
for (let i = 1; i <= 6; i++) add(`podcast/episode-${i}.svg`, tile(i % 2 ? 'night' : 'dusk', i === 4 || i === 6 ? 'book' : 'mic', 80 + i));

// tarot: the 22 major arcana
const tarotMotifs: Array<[string, Bg]> = [
  ['stars', 'night'], ['wheel', 'maroon'], ['moon', 'night'], ['lotus', 'dusk'], ['yantra', 'maroon'], ['book', 'dusk'],
  ['rings', 'maroon'], ['sun', 'night'], ['mandala8', 'dusk'], ['diya', 'night'], ['wheel', 'dusk'], ['bow', 'maroon'],
  ['trishul', 'night'], ['ketu', 'night'], ['kalash', 'dusk'], ['rahu', 'maroon'], ['saturn', 'night'], ['stars', 'dusk'],
  ['fullmoon', 'night'], ['sun', 'dawn'], ['conch', 'dusk'], ['mandala', 'night'],
];
tarotMotifs.forEach(([m, bg], n) => add(`tarot/${String(n).padStart(2, '0')}.svg`, tarotCard(n, m, bg)));

// vastu
const vastus: Array<[string, Bg, string[]]> = [
  ['main-entrance', 'night', ['houseCompass']], ['kitchen', 'dawn', ['diya', 'compass']], ['bedroom', 'night', ['moon', 'house']],
  ['pooja-room', 'dusk', ['kalash', 'lotus']], ['study', 'night', ['book', 'compass']], ['home-office', 'dusk', ['yantra']],
];
for (const [name, bg, ms] of vastus) add(`vastu/${name}.svg`, card(bg, ms, 90 + name.length));

// numerology
for (let n = 1; n <= 9; n++) add(`numerology/${n}.svg`, numberArt(n));

// news
const newsArt: Array<[string, Bg, string[]]> = [
  ['eclipse-calendar', 'night', ['rahu']], ['geminids', 'night', ['meteors']], ['app-launch', 'dusk', ['app']],
  ['panchang-update', 'night', ['panchang']], ['podcast-launch', 'night', ['mic']], ['astrologer-onboarding', 'maroon', ['chat', 'stars']],
  ['saturn-transit', 'night', ['saturn']],
];
for (const [name, bg, ms] of newsArt) add(`news/${name}.svg`, card(bg, ms, 110 + name.length));

// products
const prods: Array<[string, Bg, string]> = [
  ['panchmukhi-rudraksha', 'cream', 'rudraksha'], ['rudraksha-mala', 'cream', 'mala'], ['shri-yantra', 'maroon', 'yantra'],
  ['yellow-sapphire', 'night', 'gemYellow'], ['red-coral', 'night', 'gemRed'], ['blue-sapphire', 'night', 'gemBlue'],
  ['brass-diya', 'dusk', 'diya'], ['book-kundli', 'cream', 'book'],
];
for (const [name, bg, m] of prods) add(`products/${name}.svg`, tile(bg, m, 120 + name.length));

// pooja
const poojas: Array<[string, Bg, string[]]> = [
  ['satyanarayan-katha', 'dusk', ['kalash', 'conch']], ['rudrabhishek', 'night', ['shiva']], ['navgraha-shanti', 'night', ['wheel']],
  ['lakshmi-puja', 'dusk', ['lotus', 'diyas']], ['ganesh-puja', 'maroon', ['modak']], ['mahamrityunjaya-jaap', 'night', ['trishul', 'mala']],
];
for (const [name, bg, ms] of poojas) add(`pooja/${name}.svg`, card(bg, ms, 130 + name.length));

// gallery (own pictures; albums also reuse pictures of other types)
const gal: Array<[string, Bg, string[]]> = [
  ['mandala-1', 'night', ['mandala']], ['mandala-2', 'dusk', ['mandala8']], ['mandala-3', 'maroon', ['mandala']],
  ['sky-1', 'night', ['moon', 'jupiter']], ['sky-2', 'night', ['saturn']], ['sky-3', 'night', ['meteors']],
  ['lotus-1', 'dusk', ['lotus']], ['lotus-2', 'cream', ['lotus']], ['diya-1', 'night', ['diyas']],
  ['temple-1', 'dusk', ['bell', 'conch']], ['temple-2', 'night', ['kalash']], ['yantra-1', 'maroon', ['yantra']],
];
for (const [name, bg, ms] of gal) add(`gallery/${name}.svg`, card(bg, ms, 140 + name.length));

// web stories: portrait pages
const storyMotifs: Record<string, Array<[Bg, string]>> = {
  'nine-planets': [['night', 'wheel'], ['dawn', 'sun'], ['night', 'moon'], ['maroon', 'mars'], ['night', 'jupiter'], ['night', 'saturn'], ['night', 'rahu']],
  'diwali-five-days': [['night', 'diyas'], ['dusk', 'gemYellow'], ['night', 'diya'], ['dusk', 'lotus'], ['maroon', 'kalash'], ['dusk', 'rakhi']],
  'sade-sati-calm': [['night', 'saturn'], ['dusk', 'sadesati'], ['night', 'diya'], ['maroon', 'hands'], ['night', 'stars']],
  'moon-sign-basics': [['night', 'moon'], ['night', 'fullmoon'], ['dusk', 'kundli'], ['night', 'wheel'], ['dusk', 'lotus'], ['night', 'stars']],
  'vastu-home-tips': [['night', 'houseCompass'], ['dawn', 'sun'], ['dusk', 'diya'], ['night', 'moon'], ['dusk', 'kalash'], ['night', 'compass']],
  'ekadashi-guide': [['night', 'tulsi'], ['night', 'moon'], ['dusk', 'lotus'], ['dusk', 'diya'], ['night', 'fullmoon']],
  'navratri-nine-nights': [['dusk', 'trishul'], ['maroon', 'lotus'], ['night', 'dandiya'], ['dusk', 'kalash'], ['maroon', 'diya'], ['dawn', 'bow']],
};
for (const [slug, pages] of Object.entries(storyMotifs))
  pages.forEach(([bg, m], i) => add(`story/${slug}-${i + 1}.svg`, storyPage(bg, m, 150 + i * 7 + slug.length)));

// categories and collections
const cats: Array<[string, Bg, string]> = [
  ['astrology-basics', 'night', 'wheel'], ['planets-and-transits', 'night', 'saturn'], ['muhurat-and-panchang', 'dusk', 'panchang'],
  ['rituals-and-worship', 'dusk', 'diya'], ['home-and-vastu', 'night', 'houseCompass'], ['fasting-and-festivals', 'maroon', 'kalash'],
  ['gemstones-and-rudraksha', 'night', 'gemBlue'], ['divination', 'maroon', 'stars'],
];
for (const [name, bg, m] of cats) add(`category/${name}.svg`, tile(bg, m, 170 + name.length));

/* ------------------------------------------------------------------ write */
let total = 0;
let largest = ['', 0] as [string, number];
for (const [name, content] of Object.entries(files)) {
  const file = join(here, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  const size = Buffer.byteLength(content);
  total += size;
  if (size > largest[1]) largest = [name, size];
  if (size > 8192) console.warn(`warning: ${name} is ${size} bytes (> 8 KB)`);
}
console.log(`${Object.keys(files).length} SVG files, ${Math.round(total / 1024)} KB; largest ${largest[0]} ${largest[1]} B`);
