/**
 * Kundli charts drawn as SVG on the server: North Indian (fixed houses, the lagna on top) and South Indian
 * (fixed signs, Pisces top-left). Each house is a `<g data-house="n" data-sign="s" data-planets="Su Mo">` so a
 * test (or a screen reader) can check what is where.
 */
import type { Lang } from '@nakshatra/shared';
import type { ChartData } from './kundli-report.js';

const ABBR: Record<Lang, Record<string, string>> = {
  en: { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' },
  hi: { Sun: 'सू', Moon: 'चं', Mars: 'मं', Mercury: 'बु', Jupiter: 'गु', Venus: 'शु', Saturn: 'श', Rahu: 'रा', Ketu: 'के' },
};
const ORDER = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type ChartMarks = { retrograde?: string[]; degrees?: Record<string, number> };

function planetsIn(chart: ChartData, house: number): string[] {
  return ORDER.filter((g) => chart.houses[g as keyof ChartData['houses']] === house);
}

function label(g: string, lang: Lang, marks: ChartMarks): string {
  const deg = marks.degrees?.[g];
  return `${ABBR[lang][g]}${marks.retrograde?.includes(g) ? '®' : ''}${deg !== undefined ? ` ${Math.floor(deg)}°` : ''}`;
}

function stack(x: number, y: number, lines: string[], size: number): string {
  const top = y - ((lines.length - 1) * size * 1.1) / 2;
  return lines.map((l, i) => `<text x="${x}" y="${(top + i * size * 1.1).toFixed(1)}" font-size="${size}" text-anchor="middle" dominant-baseline="middle">${esc(l)}</text>`).join('');
}

// North Indian: planet block centre and sign-number position per house (400 × 400 box).
const NORTH: Array<{ p: [number, number]; s: [number, number] }> = [
  { p: [200, 95], s: [200, 182] }, { p: [100, 38], s: [100, 86] }, { p: [38, 100], s: [86, 100] }, { p: [95, 200], s: [182, 200] },
  { p: [38, 300], s: [86, 300] }, { p: [100, 362], s: [100, 316] }, { p: [200, 305], s: [200, 218] }, { p: [300, 362], s: [300, 316] },
  { p: [362, 300], s: [314, 300] }, { p: [305, 200], s: [218, 200] }, { p: [362, 100], s: [314, 100] }, { p: [300, 38], s: [300, 86] },
];

/** North Indian diamond: house 1 at the top centre, houses counter-clockwise, sign numbers in the inner corners. */
export function northIndianSvg(chart: ChartData, lang: Lang, title: string, marks: ChartMarks = {}): string {
  const houses = NORTH.map((pos, i) => {
    const h = i + 1;
    const sign = ((chart.ascendantSign + i - 1) % 12) + 1;
    const ps = planetsIn(chart, h);
    const size = ps.length > 4 ? 10 : 12;
    return `<g data-house="${h}" data-sign="${sign}" data-planets="${ps.map((g) => ABBR.en[g]).join(' ')}">`
      + `<text x="${pos.s[0]}" y="${pos.s[1]}" font-size="11" fill="#b45309" text-anchor="middle" dominant-baseline="middle">${sign}</text>`
      + stack(pos.p[0], pos.p[1], ps.map((g) => label(g, lang, marks)), size) + '</g>';
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 420" role="img" aria-label="${esc(title)}" font-family="'Noto Sans','Noto Sans Devanagari',sans-serif">`
    + `<text x="200" y="412" font-size="13" text-anchor="middle" font-weight="600">${esc(title)}</text>`
    + '<g fill="none" stroke="#7c2d12" stroke-width="1.5"><rect x="1" y="1" width="398" height="398"/><path d="M1 1L399 399M399 1L1 399M200 1L399 200L200 399L1 200Z"/></g>'
    + `<g fill="#1f2937">${houses}</g></svg>`;
}

// South Indian: grid cell (column, row) of each sign 1..12.
const SOUTH: Array<[number, number]> = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];

/** South Indian square: signs fixed (Pisces top-left, clockwise), the lagna marked with a diagonal and "Asc". */
export function southIndianSvg(chart: ChartData, lang: Lang, title: string, marks: ChartMarks = {}): string {
  const cell = 100;
  const cells = SOUTH.map(([c, r], i) => {
    const sign = i + 1;
    const h = ((sign - chart.ascendantSign + 12) % 12) + 1;
    const ps = planetsIn(chart, h);
    const x = c * cell;
    const y = r * cell;
    const asc = sign === chart.ascendantSign
      ? `<path d="M${x} ${y + 22}L${x + 22} ${y}" stroke="#b45309" stroke-width="1.5"/><text x="${x + 26}" y="${y + 14}" font-size="10" fill="#b45309">${lang === 'hi' ? 'लग्न' : 'Asc'}</text>` : '';
    return `<g data-house="${h}" data-sign="${sign}" data-planets="${ps.map((g) => ABBR.en[g]).join(' ')}">`
      + `<rect x="${x}" y="${y}" width="${cell}" height="${cell}" fill="none" stroke="#7c2d12" stroke-width="1.5"/>${asc}`
      + `<text x="${x + cell - 6}" y="${y + cell - 8}" font-size="10" fill="#b45309" text-anchor="end">${sign}</text>`
      + stack(x + cell / 2, y + cell / 2, ps.map((g) => label(g, lang, marks)), ps.length > 4 ? 10 : 12) + '</g>';
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 420" role="img" aria-label="${esc(title)}" font-family="'Noto Sans','Noto Sans Devanagari',sans-serif">`
    + `<g fill="#1f2937">${cells}</g><text x="200" y="200" font-size="14" text-anchor="middle" font-weight="600">${esc(title)}</text></svg>`;
}

export function chartSvg(style: 'north' | 'south', chart: ChartData, lang: Lang, title: string, marks?: ChartMarks): string {
  return style === 'south' ? southIndianSvg(chart, lang, title, marks) : northIndianSvg(chart, lang, title, marks);
}
