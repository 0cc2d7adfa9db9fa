/**
 * Varshaphal, third part: the main sahams (sensitive points) and the Tajika aspects and yogas of the annual chart.
 *
 * Sahams (Tajika Neelakanthi, as commonly tabulated): saham = A − B + C. When the point C (usually the ascendant) does
 * not lie on the way from B to A (counted in the order of the signs), 30° is added. Day and night returns swap A and B
 * where the rule says so (marked "reversed at night"). The cusps some sahams use are equal houses from the annual lagna.
 *
 * Aspects (Tajika, by longitude, between the seven planets): conjunction 0°, sextile 60° and trine 120° (friendly),
 * square 90° and opposition 180° (inimical), each within the mean of the two planets' orbs (deeptamsa: Sun 15°,
 * Moon 12°, Mars 8°, Mercury 7°, Jupiter 9°, Venus 7°, Saturn 9°).
 * Yogas, each with its reason:
 * - Ithasala (applying): two planets in aspect, the faster one having fewer degrees in its sign than the slower, so the
 *   aspect is still to become exact (a promise that the matter will happen).
 * - Ishrafa (separating): the faster one has passed the slower's degree (the matter has passed).
 * - Nakta (transfer of light): two planets not in aspect with each other, a faster planet in ithasala with both.
 * - Yamaya (collection of light): two planets not in aspect, a slower planet in ithasala with both.
 * - Kamboola: the Moon in ithasala with either planet of an ithasala.
 * - Manau (obstruction): Mars or Saturn in an inimical aspect with either planet of an ithasala, within orb.
 * "Faster" follows the mean motions: Moon, Mercury, Venus, Sun, Mars, Jupiter, Saturn.
 */
import type { Graha } from '../astro/positions.js';
import { RASHI_LORDS } from '../vedic/rashis.js';
import type { Varshaphal } from './varshaphal.js';

const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
type Seven = (typeof SEVEN)[number];
const ORB: Readonly<Record<Seven, number>> = { Sun: 15, Moon: 12, Mars: 8, Mercury: 7, Jupiter: 9, Venus: 7, Saturn: 9 };
const SPEED_RANK: readonly Seven[] = ['Moon', 'Mercury', 'Venus', 'Sun', 'Mars', 'Jupiter', 'Saturn'];
const ASPECTS = [
  { angle: 0, name: 'conjunction', nature: 'neutral' },
  { angle: 60, name: 'sextile', nature: 'friendly' },
  { angle: 90, name: 'square', nature: 'inimical' },
  { angle: 120, name: 'trine', nature: 'friendly' },
  { angle: 180, name: 'opposition', nature: 'inimical' },
] as const;

const norm = (x: number) => ((x % 360) + 360) % 360;
const r2 = (x: number) => Math.round(x * 100) / 100;

export type TajikaAspect = { a: Seven; b: Seven; aspect: (typeof ASPECTS)[number]['name']; nature: 'neutral' | 'friendly' | 'inimical'; orb: number; allowed: number; applying: boolean };
export type TajikaYoga = { yoga: 'ithasala' | 'ishrafa' | 'nakta' | 'yamaya' | 'kamboola' | 'manau'; planets: Seven[]; reason: string };
export type Saham = { key: string; name: string; lon: number; sign: number; lord: Graha; formula: string };

/** The Tajika aspect between two longitudes, if any, within the mean of the planets' orbs. */
function aspectOf(a: Seven, la: number, b: Seven, lb: number): Omit<TajikaAspect, 'applying'> | null {
  const sep = (() => { const d = norm(la - lb); return d > 180 ? 360 - d : d; })();
  const allowed = (ORB[a] + ORB[b]) / 2;
  for (const x of ASPECTS) {
    const orb = Math.abs(sep - x.angle);
    if (orb <= allowed) return { a, b, aspect: x.name, nature: x.nature, orb: r2(orb), allowed };
  }
  return null;
}

const faster = (a: Seven, b: Seven) => (SPEED_RANK.indexOf(a) < SPEED_RANK.indexOf(b) ? a : b);

export function tajikaAspectsAndYogas(lon: Record<Seven, number>): { aspects: TajikaAspect[]; yogas: TajikaYoga[] } {
  const aspects: TajikaAspect[] = [];
  for (let i = 0; i < SEVEN.length; i++) {
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!;
      const b = SEVEN[j]!;
      const x = aspectOf(a, lon[a], b, lon[b]);
      if (!x) continue;
      const f = faster(a, b);
      const s = f === a ? b : a;
      aspects.push({ ...x, applying: lon[f] % 30 < lon[s] % 30 });
    }
  }
  const find = (p: Seven, q: Seven) => aspects.find((x) => (x.a === p && x.b === q) || (x.a === q && x.b === p));
  const yogas: TajikaYoga[] = [];
  const degs = (g: Seven) => `${(lon[g] % 30).toFixed(1)}°`;
  for (const x of aspects) {
    const f = faster(x.a, x.b);
    const s = f === x.a ? x.b : x.a;
    yogas.push(x.applying
      ? { yoga: 'ithasala', planets: [f, s], reason: `${f} (faster, ${degs(f)} in its sign) applies to ${s} (${degs(s)}) by ${x.aspect}, ${x.orb}° from exact within an orb of ${x.allowed}°` }
      : { yoga: 'ishrafa', planets: [f, s], reason: `${f} (faster, ${degs(f)} in its sign) has passed ${s} (${degs(s)}) by ${x.aspect}: the aspect is separating` });
  }
  const ithasalas = yogas.filter((y) => y.yoga === 'ithasala');
  const isIthasala = (p: Seven, q: Seven) => ithasalas.some((y) => y.planets.includes(p) && y.planets.includes(q));
  for (let i = 0; i < SEVEN.length; i++) {
    for (let j = i + 1; j < SEVEN.length; j++) {
      const a = SEVEN[i]!;
      const b = SEVEN[j]!;
      if (find(a, b)) continue;
      for (const c of SEVEN) {
        if (c === a || c === b || !isIthasala(c, a) || !isIthasala(c, b)) continue;
        const cr = SPEED_RANK.indexOf(c);
        if (cr < SPEED_RANK.indexOf(a) && cr < SPEED_RANK.indexOf(b)) yogas.push({ yoga: 'nakta', planets: [a, b, c], reason: `${a} and ${b} do not aspect each other; the faster ${c} applies to both and carries the light between them` });
        if (cr > SPEED_RANK.indexOf(a) && cr > SPEED_RANK.indexOf(b)) yogas.push({ yoga: 'yamaya', planets: [a, b, c], reason: `${a} and ${b} do not aspect each other; both apply to the slower ${c}, which collects their light` });
      }
    }
  }
  for (const y of ithasalas) {
    if (!y.planets.includes('Moon') && y.planets.some((p) => isIthasala('Moon', p))) yogas.push({ yoga: 'kamboola', planets: [...y.planets, 'Moon'], reason: `the Moon applies to ${y.planets.filter((p) => isIthasala('Moon', p)).join(' and ')} of the ithasala between ${y.planets.join(' and ')}` });
    for (const m of ['Mars', 'Saturn'] as const) {
      if (y.planets.includes(m)) continue;
      const hit = y.planets.find((p) => find(m, p)?.nature === 'inimical');
      if (hit) yogas.push({ yoga: 'manau', planets: [...y.planets, m], reason: `${m} casts an inimical ${find(m, hit)!.aspect} on ${hit}, obstructing the ithasala between ${y.planets.join(' and ')}` });
    }
  }
  return { aspects, yogas };
}

/** C lies on the way from B to A (in the order of the signs)? */
const between = (b: number, a: number, c: number) => norm(c - b) <= norm(a - b);

/** The main sahams of an annual chart. */
export function sahams(p: Record<Seven, number>, asc: number, cusps: number[], dayReturn: boolean): Saham[] {
  const lagnaLord = RASHI_LORDS[Math.floor(asc / 30)] as Seven;
  const make = (name: string, a: number, b: number, c: number, formula: string): Saham => {
    let lon = norm(a - b + c);
    if (!between(b, a, c)) lon = norm(lon + 30);
    return { key: name.split(' ')[0]!.toLowerCase(), name, lon: r2(lon), sign: Math.floor(lon / 30) + 1, lord: RASHI_LORDS[Math.floor(lon / 30)]!, formula };
  };
  const dn = (dayA: number, dayB: number) => (dayReturn ? [dayA, dayB] : [dayB, dayA]) as [number, number];
  const punya = make('Punya (fortune)', ...dn(p.Moon, p.Sun), asc, 'Moon − Sun + Ascendant (reversed at night)');
  const out: Saham[] = [punya];
  out.push(make('Vidya (learning)', ...dn(p.Sun, p.Moon), asc, 'Sun − Moon + Ascendant (reversed at night)'));
  out.push(make('Yasas (fame)', ...dn(p.Jupiter, punya.lon), asc, 'Jupiter − Punya + Ascendant (reversed at night)'));
  out.push(make('Mitra (friends)', ...dn(p.Jupiter, punya.lon), p.Venus, 'Jupiter − Punya + Venus (reversed at night)'));
  out.push(make('Mahatmya (greatness)', ...dn(punya.lon, p.Mars), asc, 'Punya − Mars + Ascendant (reversed at night)'));
  out.push(make('Samartha (ability)', ...dn(p.Mars, p[lagnaLord]), asc, 'Mars − lagna lord + Ascendant (reversed at night)'));
  out.push(make('Pitri (father)', ...dn(p.Saturn, p.Sun), asc, 'Saturn − Sun + Ascendant (reversed at night)'));
  out.push(make('Matri (mother)', ...dn(p.Moon, p.Venus), asc, 'Moon − Venus + Ascendant (reversed at night)'));
  out.push(make('Putra (children)', ...dn(p.Jupiter, p.Moon), asc, 'Jupiter − Moon + Ascendant (reversed at night)'));
  out.push(make('Karma (work)', ...dn(p.Mars, p.Mercury), asc, 'Mars − Mercury + Ascendant (reversed at night)'));
  out.push(make('Vivaha (marriage)', p.Venus, p.Saturn, asc, 'Venus − Saturn + Ascendant'));
  out.push(make('Roga (illness)', asc, p.Moon, asc, 'Ascendant − Moon + Ascendant'));
  out.push(make('Mrityu (danger)', cusps[7]!, p.Moon, p.Saturn, '8th cusp − Moon + Saturn'));
  out.push(make('Artha (wealth)', cusps[1]!, p[RASHI_LORDS[Math.floor(cusps[1]! / 30)] as Seven], asc, '2nd cusp − its lord + Ascendant'));
  return out;
}

/** The Tajika keys of the depth JSON's `varshaphal` that need the annual planets' longitudes. */
export function tajikaExtrasJson(v: Varshaphal, dayReturn: boolean) {
  const lon = Object.fromEntries(SEVEN.map((g) => [g, v.planets[g].lon])) as Record<Seven, number>;
  const asc = v.ascendant.lon;
  const cusps = Array.from({ length: 12 }, (_, i) => norm(asc + 30 * i)); // equal houses from the annual lagna
  const { aspects, yogas } = tajikaAspectsAndYogas(lon);
  return { sahams: sahams(lon, asc, cusps, dayReturn), tajika_aspects: aspects, tajika_yogas: yogas };
}
