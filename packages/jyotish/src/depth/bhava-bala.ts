/**
 * Bhava bala: the strength of the twelve houses (B.V. Raman, "Graha and Bhava Balas"), in virupas, as the sum of
 * - bhavadhipati bala: the Shadbala total of the lord of the sign on the house's middle;
 * - bhava dig bala: 60 when the sign on the house's middle is in its strong house, 10 less for each house away, 0 in
 *   the opposite house. Human signs (Gemini, Virgo, Libra, Aquarius, the first half of Sagittarius) are strong in the
 *   1st, water signs (Cancer, Pisces, the second half of Capricorn) in the 4th, Scorpio in the 7th, quadrupeds (Aries,
 *   Taurus, Leo, the second half of Sagittarius, the first half of Capricorn) in the 10th;
 * - bhava drishti bala: the aspects the house's middle receives (Raman's angular values with the special aspects),
 *   a quarter of each benefic's added and of each malefic's taken away, Jupiter's and Mercury's counted in full.
 * House middles are equal houses with the ascendant as the middle of the 1st. The ratio is to 7 rupas, the figure
 * PyJHora uses; classical texts rank the houses rather than set a minimum.
 */
import type { BirthChart } from '../astro/chart.js';
import { RASHI_LORDS } from '../vedic/rashis.js';
import { drishtiValue, shadbala, SHADBALA_GRAHAS, type SaptaGraha, type Shadbala } from './shadbala.js';

export type BhavaBalaRow = { house: number; sign: number; lord: SaptaGraha; adhipati: number; dig: number; drishti: number; virupa: number; rupa: number; ratio: number };

const norm = (x: number) => ((x % 360) + 360) % 360;

/** The house (1, 4, 7 or 10) where the sign at longitude `lon` gets its full directional strength. */
function strongHouse(lon: number): 1 | 4 | 7 | 10 {
  const sign = Math.floor(norm(lon) / 30);
  const firstHalf = norm(lon) % 30 < 15;
  if ([2, 5, 6, 10].includes(sign) || (sign === 8 && firstHalf)) return 1;
  if (sign === 3 || sign === 11 || (sign === 9 && !firstHalf)) return 4;
  if (sign === 7) return 7;
  return 10; // Aries, Taurus, Leo, Sagittarius' second half, Capricorn's first half
}

export function bhavaBala(chart: BirthChart, s: Shadbala = shadbala(chart)): BhavaBalaRow[] {
  const rows: BhavaBalaRow[] = [];
  for (let house = 1; house <= 12; house++) {
    const middle = norm(chart.ascendant.lon + (house - 1) * 30);
    const sign = Math.floor(middle / 30);
    const lord = RASHI_LORDS[sign] as SaptaGraha;
    const adhipati = s.grahas[lord].totalVirupa;
    const away = (house - strongHouse(middle) + 12) % 12;
    const dig = 60 - 10 * Math.min(away, 12 - away);
    let drishti = 0;
    for (const g of SHADBALA_GRAHAS) {
      const v = drishtiValue(g, middle - chart.planets[g].lon);
      const sign = s.benefics.includes(g) ? 1 : -1;
      drishti += g === 'Jupiter' || g === 'Mercury' ? sign * v : (sign * v) / 4;
    }
    const virupa = adhipati + dig + drishti;
    const r2 = (x: number) => Math.round(x * 100) / 100;
    rows.push({ house, sign: sign + 1, lord, adhipati: r2(adhipati), dig, drishti: r2(drishti), virupa: r2(virupa), rupa: r2(virupa / 60), ratio: r2(virupa / 60 / 7) });
  }
  return rows;
}
