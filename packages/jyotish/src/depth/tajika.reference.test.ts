import { describe, expect, it } from 'vitest';
import { birthChart } from '../astro/chart.js';
import { localToUt } from '../astro/time-zone.js';
import { loadRef } from '../../test/reference.js';
import { muddaDasha, panchaVargiyaBala, tajikaAspects, yearLord } from './tajika.js';
import { solarReturnJd, varshaphal } from './varshaphal.js';

const depth = loadRef('depth.json').charts as Record<string, any>;
const charts = (loadRef('charts.json').charts as any[]).filter((c) => depth[c.id]?.varshaphal);
const chartOf = (c: any) => birthChart({ date: c.input.date, time: c.input.time, lat: c.input.lat, lon: c.input.lon, timeZone: c.input.iana_timezone, node: 'true' });
const MUDDA = ['Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury', 'Ketu', 'Venus'];
const FROM_ASHWINI = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
const PLANET_NUMBER = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];

describe('Tajika year lord and mudda dasha', () => {
  it('has the charts', () => expect(charts).toHaveLength(14));

  it('mudda dasha: our lords follow Raman; PyJHora’s differ only by its lord rule, which reproduces every reference first lord', () => {
    let sameFirstLord = 0;
    let datesWithinADay = 0;
    for (const c of charts) {
      const ch = chartOf(c);
      const ref = depth[c.id].varshaphal.mudda_dasha as Array<{ lord: string; start_local: string; days: number }>;
      const ours = muddaDasha(ch, 30);
      const natal = FROM_ASHWINI[Math.floor(ch.planets.Moon.lon / (360 / 27)) % 9]!;
      // Raman: the natal nakshatra lord advanced one place in the mudda order per completed year
      expect(ours[0]!.lord).toBe(MUDDA[(MUDDA.indexOf(natal) + 29) % 9]);
      // PyJHora adds the completed years to the lord's planet number (Sun 0 … Ketu 8) and reads that place of the order
      expect(ref[0]!.lord, c.id).toBe(MUDDA[(PLANET_NUMBER.indexOf(natal) + 29) % 9]);
      if (ours[0]!.lord === ref[0]!.lord) {
        sameFirstLord++;
        // same lord: same periods and lengths (PyJHora's year: a mean sidereal year; ours: this return to the next)
        ref.forEach((r, i) => {
          expect(ours[i]!.lord).toBe(r.lord);
          expect(Math.abs(ours[i]!.days - r.days), `${c.id} ${r.lord}`).toBeLessThan(0.02);
        });
        const [d, t] = ref[0]!.start_local.split(' ');
        if (Math.abs(ours[0]!.startJdUt - localToUt(d!, t!, c.input.iana_timezone).jdUt) <= 1) datesWithinADay++;
      }
      // the nine periods fill the year exactly, and the first began before the return by the natal balance
      const start = solarReturnJd(ch, 30);
      const end = solarReturnJd(ch, 31);
      const last = ours[8]!;
      expect(Math.abs(last.startJdUt + last.days - (ours[0]!.startJdUt + (end - start)))).toBeLessThan(1e-6);
      expect(ours[0]!.startJdUt).toBeLessThanOrEqual(start);
      expect(ours[0]!.startJdUt + ours[0]!.days).toBeGreaterThan(start);
    }
    console.log(`Mudda dasha: first lord equal to PyJHora in ${sameFirstLord} of 14 (the lord rule differs, see the README); where equal, start within a day in ${datesWithinADay}`);
    expect(sameFirstLord).toBeGreaterThan(0);
  });

  it('in the year of birth the mudda dasha starts with the natal nakshatra lord', () => {
    for (const c of charts) {
      const ch = chartOf(c);
      expect(muddaDasha(ch, 1)[0]!.lord).toBe(FROM_ASHWINI[Math.floor(ch.planets.Moon.lon / (360 / 27)) % 9]);
    }
  });

  it('year lord: an office bearer, aspecting the annual lagna when one does, the strongest of those', () => {
    let compared = 0;
    let same = 0;
    for (const c of charts) {
      const ch = chartOf(c);
      const v = varshaphal(ch, 30);
      const y = yearLord(ch, v);
      expect(y.officeBearers).toHaveLength(5);
      expect(y.officeBearers.map((o) => o.graha)).toContain(y.yearLord);
      const asc = Math.floor(v.ascendant.lon / 30);
      for (const g of y.aspecting) expect(tajikaAspects(Math.floor(v.planets[g].lon / 30), asc)).toBe(true);
      const pool = y.aspecting.length ? y.aspecting : y.officeBearers.map((o) => o.graha);
      for (const g of pool) expect(y.strengths[y.yearLord]!.total).toBeGreaterThanOrEqual(y.strengths[g]!.total);
      expect(y.reason).toContain(y.yearLord);
      const ref = depth[c.id].varshaphal.year_lord as string | undefined;
      if (ref) {
        compared++;
        if (ref === y.yearLord) same++;
      }
    }
    console.log(`Year lord: equal to PyJHora in ${same} of ${compared} (PyJHora's own rules, see the README)`);
    expect(compared).toBeGreaterThanOrEqual(10);
  });

  it('Pancha-vargiya bala: exaltation 20 at the deep exaltation point and 0 at the deep debilitation, parts within their maxima', () => {
    expect(panchaVargiyaBala('Sun', 10).exaltation).toBe(20); // 10° Aries
    expect(panchaVargiyaBala('Sun', 190).exaltation).toBe(0); // 10° Libra
    expect(panchaVargiyaBala('Saturn', 200).sign).toBe(30); // Libra: exalted
    expect(panchaVargiyaBala('Jupiter', 245).sign).toBe(30); // Sagittarius: own
    expect(panchaVargiyaBala('Jupiter', 245).hadda).toBe(15); // Sagittarius 5°: Jupiter's own term
    expect(panchaVargiyaBala('Sun', 250).hadda).toBe(11.25); // Sagittarius 10°: Jupiter's term, a friend of the Sun
    for (let lon = 0.5; lon < 360; lon += 7.3) {
      const p = panchaVargiyaBala('Mars', lon);
      expect(p.total).toBeGreaterThanOrEqual(0);
      expect(p.total).toBeLessThanOrEqual(20);
    }
  });
});
