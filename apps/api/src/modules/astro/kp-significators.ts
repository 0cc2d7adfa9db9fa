/**
 * KP significators (four levels) from the KP cusps and the planets' star lords:
 * A houses occupied by the planet's star lord, B the house the planet occupies, C houses owned by its star
 * lord, D houses the planet owns. Occupancy by Placidus cusp (a planet belongs to the house whose cusp it
 * last passed); ownership by the sign on each cusp. Rahu and Ketu own no sign here.
 */
import { kpLords, type Graha, type KpCusps } from '@nakshatra/jyotish';

const SIGN_LORDS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
const GRAHAS: Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

function houseOfLon(cusps: number[], lon: number): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i];
    const end = cusps[(i + 1) % 12];
    const span = (end - start + 360) % 360;
    if ((lon - start + 360) % 360 < span) return i + 1;
  }
  return 1;
}

export type PlanetSignificator = { planet: Graha; starLord: Graha; subLord: Graha; occupies: number; levels: { a: number[]; b: number[]; c: number[]; d: number[] }; houses: number[] };
export type HouseSignificator = { house: number; a: Graha[]; b: Graha[]; c: Graha[]; d: Graha[] };

/** Planet and house significators for sidereal (KP ayanamsa) planet longitudes. */
export function kpSignificators(kp: KpCusps, kpLon: Record<Graha, number>): { planets: PlanetSignificator[]; houses: HouseSignificator[] } {
  const cusps = kp.cusps.map((c) => c.lon);
  const occupies = {} as Record<Graha, number>;
  for (const g of GRAHAS) occupies[g] = houseOfLon(cusps, kpLon[g]);
  const owns = {} as Record<Graha, number[]>;
  for (const g of GRAHAS) owns[g] = [];
  kp.cusps.forEach((c, i) => { owns[SIGN_LORDS[Math.floor(c.lon / 30)] as Graha].push(i + 1); });
  const planets = GRAHAS.map((g) => {
    const lords = kpLords(kpLon[g]);
    const star = lords.starLord as Graha;
    const levels = { a: [occupies[star]], b: [occupies[g]], c: [...owns[star]], d: [...owns[g]] };
    const houses = [...new Set([...levels.a, ...levels.b, ...levels.c, ...levels.d])].sort((x, y) => x - y);
    return { planet: g, starLord: star, subLord: lords.subLord as Graha, occupies: occupies[g], levels, houses };
  });
  const houses: HouseSignificator[] = Array.from({ length: 12 }, (_, i) => {
    const h = i + 1;
    return {
      house: h,
      a: planets.filter((p) => p.levels.a.includes(h)).map((p) => p.planet),
      b: planets.filter((p) => p.levels.b.includes(h)).map((p) => p.planet),
      c: planets.filter((p) => p.levels.c.includes(h)).map((p) => p.planet),
      d: planets.filter((p) => p.levels.d.includes(h)).map((p) => p.planet),
    };
  });
  return { planets, houses };
}
