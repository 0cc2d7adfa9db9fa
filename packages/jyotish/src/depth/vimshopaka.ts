/**
 * Vimshopaka bala: a graha's strength out of 20 from its dignity across a group of vargas (BPHS ch. 7), for the four
 * groups: shadvarga (6 vargas), saptavarga (7), dashavarga (10) and shodashavarga (16).
 *
 * Conventions (stated because the schools differ; they follow Jagannatha Hora / PyJHora, our reference):
 * - In each varga a graha in its own sign scores 20; otherwise the score follows its compound relation (natural plus
 *   temporary, the temporary one taken from the rasi chart) with the lord of the sign it occupies: great friend 18,
 *   friend 15, neutral 10, enemy 7, great enemy 5. Exaltation earns no more than the relation with the sign's lord.
 * - Rahu and Ketu count too. Their natural relations are those of Jagannatha Hora (Rahu: friends Venus and Saturn,
 *   enemies Sun, Moon and Mars; Ketu: friends Sun and Mars, enemies Venus and Saturn; the rest neutral), and Rahu and
 *   Ketu as lords of Aquarius and Scorpio do not befriend themselves (a node in a sign it rules scores as a great enemy).
 * - Scorpio and Aquarius have two lords (Mars/Ketu, Saturn/Rahu); in each varga the stronger rules: the one away from
 *   the sign when the other sits in it; then the one with more company (the ascendant counts); then the one joined or
 *   aspected (rasi drishti) by more of Mercury, Jupiter and its dispositor; then Mars or Saturn if exalted; then the
 *   one in a dual, then fixed sign; then the one further advanced in its varga sign.
 * - Weights (out of 20) per group: shadvarga D1 6, D2 2, D3 4, D9 5, D12 2, D30 1; saptavarga adds D7: D1 5, D2 2,
 *   D3 3, D7 1, D9 2.5, D12 4.5, D30 2; dashavarga D1 3, D60 5, the other eight 1.5; shodashavarga D1 3.5, D2 1, D3 1,
 *   D9 3, D16 2, D30 1, D60 4, the other nine 0.5.
 */
import type { BirthChart } from '../astro/chart.js';
import { GRAHAS, type Graha } from '../astro/positions.js';
import { vargaSign } from '../vedic/divisional.js';
import { RASHI_LORDS } from '../vedic/rashis.js';
import { OWN_SIGNS } from '../vedic/grahas.js';

export type VimshopakaGroup = 'shadvarga' | 'saptavarga' | 'dashavarga' | 'shodashavarga';

export const VIMSHOPAKA_WEIGHTS: Readonly<Record<VimshopakaGroup, Readonly<Record<number, number>>>> = {
  shadvarga: { 1: 6, 2: 2, 3: 4, 9: 5, 12: 2, 30: 1 },
  saptavarga: { 1: 5, 2: 2, 3: 3, 7: 1, 9: 2.5, 12: 4.5, 30: 2 },
  dashavarga: { 1: 3, 2: 1.5, 3: 1.5, 7: 1.5, 9: 1.5, 10: 1.5, 12: 1.5, 16: 1.5, 30: 1.5, 60: 5 },
  shodashavarga: { 1: 3.5, 2: 1, 3: 1, 4: 0.5, 7: 0.5, 9: 3, 10: 0.5, 12: 0.5, 16: 2, 20: 0.5, 24: 0.5, 27: 0.5, 30: 1, 40: 0.5, 45: 0.5, 60: 4 },
};

// Natural relations, row = the graha, column = the other, Sun…Ketu: 1 friend, 0 neutral, -1 enemy (Jagannatha Hora's table)
const NATURAL: readonly (readonly number[])[] = [
  [0, 1, 1, 0, 1, -1, -1, -1, 0], // Sun
  [1, 0, 0, 1, 0, 0, 0, 0, 0], // Moon
  [1, 1, 0, -1, 1, 0, 0, 0, 0], // Mars
  [1, -1, 0, 0, 0, 1, 0, 0, -1], // Mercury
  [1, 1, 1, -1, 0, -1, 0, -1, 0], // Jupiter
  [-1, -1, 0, 1, 0, 0, 1, 1, 0], // Venus
  [-1, -1, -1, 1, 0, 1, 0, 1, -1], // Saturn
  [-1, -1, -1, 0, 0, 1, 1, 0, 0], // Rahu
  [1, 0, 1, 0, 0, -1, -1, 0, 0], // Ketu
];
const SCORE_BY_COMPOUND = [5, 7, 10, 15, 18]; // great enemy … great friend

const idx = (g: Graha) => GRAHAS.indexOf(g);

/** Compound relation 0 (great enemy) … 4 (great friend) of `of` towards `towards`, the temporary part from `signs`. */
function compound(of: Graha, towards: Graha, signs: Record<Graha, number>): number {
  if (of === towards) return 0;
  const offset = (signs[towards] - signs[of] + 12) % 12;
  const temporary = [1, 2, 3, 9, 10, 11].includes(offset) ? 1 : -1; // 2nd, 3rd, 4th, 10th, 11th, 12th: a temporary friend
  return NATURAL[idx(of)]![idx(towards)]! + temporary + 2;
}

const RASI_ASPECTS = (from: number): number[] => {
  const out: number[] = [];
  for (let s = 0; s < 12; s++) {
    if (s === from) continue;
    const q = from % 3; // 0 movable, 1 fixed, 2 dual
    if (q === 2 ? s % 3 === 2 : q === 0 ? s % 3 === 1 && s !== (from + 1) % 12 : s % 3 === 0 && s !== (from + 11) % 12) out.push(s);
  }
  return out;
};

type Varga = { signs: Record<Graha, number>; deg: Record<Graha, number>; asc: number };

function vargaOf(chart: BirthChart, n: number): Varga {
  const signs = {} as Record<Graha, number>;
  const deg = {} as Record<Graha, number>;
  for (const g of GRAHAS) {
    const lon = chart.planets[g].lon;
    signs[g] = n === 2 ? parivrittiHora(lon) : vargaSign(lon, n) - 1;
    deg[g] = ((lon % 30) * n) % 30;
  }
  return { signs, deg, asc: n === 2 ? parivrittiHora(chart.ascendant.lon) : vargaSign(chart.ascendant.lon, n) - 1 };
}

/**
 * The hora (D2) Jagannatha Hora uses by default: parivritti with even signs reversed, so the 24 horas run through the
 * zodiac twice (Aries 0–15° → Aries, 15–30° → Taurus; Taurus 0–15° → Cancer, 15–30° → Gemini; …).
 */
export function parivrittiHora(lon: number): number {
  const l = ((lon % 360) + 360) % 360;
  const sign = Math.floor(l / 30);
  const half = Math.min(1, Math.floor((l % 30) / 15));
  return (2 * sign + (sign % 2 === 0 ? half : 1 - half)) % 12;
}

/** The stronger lord of Scorpio (Mars/Ketu) or Aquarius (Saturn/Rahu) in one varga. */
export function strongerCoLord(v: Varga, sign: 7 | 10): Graha {
  const [a, b]: [Graha, Graha] = sign === 7 ? ['Mars', 'Ketu'] : ['Saturn', 'Rahu'];
  const sa = v.signs[a];
  const sb = v.signs[b];
  if (sa === sign && sb !== sign) return b;
  if (sb === sign && sa !== sign) return a;
  const company = (s: number) => GRAHAS.filter((g) => v.signs[g] === s).length + (v.asc === s ? 1 : 0) - 1;
  if (company(sa) !== company(sb)) return company(sa) > company(sb) ? a : b;
  const support = (s: number) => {
    const helpers: Graha[] = ['Mercury', 'Jupiter', RASHI_LORDS[s]!];
    return helpers.filter((h) => v.signs[h] === s).length + helpers.filter((h) => RASI_ASPECTS(v.signs[h]).includes(s)).length;
  };
  if (support(sa) !== support(sb)) return support(sa) > support(sb) ? a : b;
  if (sa === (a === 'Mars' ? 9 : 6)) return a; // Mars exalted in Capricorn, Saturn in Libra
  const modality = (s: number) => [1, 2, 3][s % 3]!; // movable 1, fixed 2, dual 3
  if (modality(sa) !== modality(sb)) return modality(sa) > modality(sb) ? a : b;
  return v.deg[a] > v.deg[b] ? a : b;
}

export type Vimshopaka = Record<VimshopakaGroup, Record<Graha, number>>;

/** Vimshopaka bala (0–20) of the nine grahas in the four varga groups. */
export function vimshopakaBala(chart: BirthChart): Vimshopaka {
  const rasi = vargaOf(chart, 1);
  const cache = new Map<number, Varga>();
  const varga = (n: number) => cache.get(n) ?? cache.set(n, vargaOf(chart, n)).get(n)!;
  const out = {} as Vimshopaka;
  for (const group of Object.keys(VIMSHOPAKA_WEIGHTS) as VimshopakaGroup[]) {
    const total = Object.fromEntries(GRAHAS.map((g) => [g, 0])) as Record<Graha, number>;
    for (const [n, weight] of Object.entries(VIMSHOPAKA_WEIGHTS[group])) {
      const v = varga(Number(n));
      for (const g of GRAHAS) {
        const s = v.signs[g];
        let score: number;
        if (g !== 'Rahu' && g !== 'Ketu' && OWN_SIGNS[g].includes((s + 1) as never)) score = 20; // the nodes own no sign here
        else {
          const lord = s === 7 || s === 10 ? strongerCoLord(v, s) : RASHI_LORDS[s]!;
          score = SCORE_BY_COMPOUND[compound(g, lord, rasi.signs)]!;
        }
        total[g] += (weight * score) / 20;
      }
    }
    for (const g of GRAHAS) total[g] = Math.round(total[g] * 1000) / 1000;
    out[group] = total;
  }
  return out;
}
