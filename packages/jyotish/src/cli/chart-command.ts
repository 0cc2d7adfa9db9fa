/** `jyotish chart`: a birth chart as text (North Indian diamond) or JSON. */
import { birthChart, type BirthChart } from '../astro/chart.js';
import { GRAHAS } from '../astro/positions.js';
import { NAKSHATRA_NAMES, RASHI_NAMES } from '../panchang/names.js';
import { northIndianDiamond } from './diamond.js';
import { num, oneOf, str } from './args.js';

/** Options as parsed from the command line. */
export type ChartOptions = Record<string, string | boolean | undefined>;

/** Builds the chart from CLI options. */
export function chartFromOptions(o: ChartOptions): BirthChart {
  return birthChart({
    date: str(o.date as string, 'date'),
    time: str(o.time as string, 'time'),
    lat: num(o.lat as string, 'lat'),
    lon: num(o.lon as string, 'lon'),
    timeZone: str(o.tz as string, 'tz'),
    node: oneOf(o.node as string | undefined, 'node', ['mean', 'true'] as const, 'mean'),
    ayanamsa: oneOf(o.ayanamsa as string | undefined, 'ayanamsa', ['lahiri', 'kp', 'raman'] as const, 'lahiri'),
  });
}

/** The JSON shape promised by the CLI (keys as in the reference data; rashi/nakshatra/pada from 1). */
export function chartJson(c: BirthChart) {
  const round = (x: number, d = 6) => Math.round(x * 10 ** d) / 10 ** d;
  const planets: Record<string, unknown> = {};
  for (const g of GRAHAS) {
    const p = c.planets[g];
    planets[g] = {
      lon: round(p.lon),
      speed: round(p.speed, 7),
      retrograde: p.isRetrograde,
      rashi: p.rashi,
      rashi_name: RASHI_NAMES[p.rashi - 1],
      deg_in_rashi: round(p.degInRashi),
      nakshatra: p.nakshatra,
      nakshatra_name: NAKSHATRA_NAMES[p.nakshatra - 1],
      pada: p.pada,
      tropical_lon: round(p.tropicalLon),
      kp: { star_lord: p.kp.starLord, sub_lord: p.kp.subLord },
    };
  }
  const point = (x: { lon: number; rashi: number; nakshatra: number; pada: number }) => ({
    lon: round(x.lon),
    rashi: x.rashi,
    rashi_name: RASHI_NAMES[x.rashi - 1],
    nakshatra: x.nakshatra,
    nakshatra_name: NAKSHATRA_NAMES[x.nakshatra - 1],
    pada: x.pada,
  });
  return {
    input: { ...c.input, utc_offset_used: c.ut.offsetText, utc_offset_used_hours: c.ut.offsetHours, ambiguous_local_time: c.ut.isAmbiguous },
    ut: { utc_datetime: c.ut.utcIso, jd_ut: c.ut.jdUt },
    ayanamsa: round(c.ayanamsa, 7),
    ayanamsa_system: c.ayanamsaSystem,
    node: c.node,
    planets,
    ascendant: point(c.ascendant),
    mc: point(c.mc),
    houses_whole_sign: { cusps_sidereal: c.houses.wholeSign },
    houses_placidus: {
      status: c.houses.placidus.isPlacidusFallback ? 'placidus_failed_porphyry_fallback' : 'ok',
      system: c.houses.placidus.system,
      cusps_sidereal: c.houses.placidus.cusps.map((x) => round(x)),
      ...(c.houses.placidus.note ? { note: c.houses.placidus.note } : {}),
    },
    kp_cusps: c.kp.cusps.map((k) => ({ house: k.house, lon: round(k.lon), star_lord: k.starLord, sub_lord: k.subLord })),
    vimshottari: {
      birth_mahadasha_lord: c.vimshottari.birthLord,
      balance_years: round(c.vimshottari.balanceYears),
      year_days: c.vimshottari.yearDays,
      mahadashas: c.vimshottari.mahadashas.map((m) => ({ lord: m.lord, years: m.years, start: m.start, end: m.end })),
    },
  };
}

function dms(x: number): string {
  const d = Math.floor(x);
  const mf = (x - d) * 60;
  const m = Math.floor(mf);
  const s = Math.floor((mf - m) * 60);
  return `${String(d).padStart(2)}°${String(m).padStart(2, '0')}′${String(s).padStart(2, '0')}″`;
}

const SHORT: Record<string, string> = { Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' };

/** Human-readable chart. */
export function chartText(c: BirthChart): string {
  const lagna = c.ascendant.rashi;
  const occ: string[][] = Array.from({ length: 12 }, () => []);
  occ[0].push('Asc');
  for (const g of GRAHAS) {
    const p = c.planets[g];
    const house = ((p.rashi - lagna + 12) % 12);
    occ[house].push(SHORT[g] + (p.isRetrograde && g !== 'Rahu' && g !== 'Ketu' ? '(R)' : ''));
  }
  const lines: string[] = [];
  lines.push(`Birth: ${c.input.date} ${c.input.time} ${c.input.timeZone} (UTC${c.ut.offsetText}${c.ut.isAmbiguous ? ', ambiguous: first occurrence' : ''}) = ${c.ut.utcIso}`);
  lines.push(`Place: ${c.input.lat}, ${c.input.lon}   Ayanamsa (${c.ayanamsaSystem}): ${dms(c.ayanamsa)}   Nodes: ${c.node}`);
  lines.push('');
  lines.push(northIndianDiamond(lagna, occ));
  lines.push('');
  lines.push('Graha      Longitude      Rashi         Nakshatra (pada)         Speed°/day  KP star/sub');
  const row = (name: string, p: { lon: number; rashi: number; degInRashi: number; nakshatra: number; pada: number }, speed?: number, retro?: boolean, kp?: { starLord: string; subLord: string }) =>
    `${name.padEnd(10)} ${dms(p.degInRashi)}  ${RASHI_NAMES[p.rashi - 1].padEnd(12)}  ${`${NAKSHATRA_NAMES[p.nakshatra - 1]} (${p.pada})`.padEnd(23)}  ${speed === undefined ? ''.padEnd(10) : `${speed.toFixed(4)}${retro ? ' R' : ''}`.padEnd(10)}  ${kp ? `${kp.starLord}/${kp.subLord}` : ''}`;
  lines.push(row('Ascendant', c.ascendant, undefined, undefined, c.ascendant.kp));
  for (const g of GRAHAS) lines.push(row(g, c.planets[g], c.planets[g].speed, c.planets[g].isRetrograde, c.planets[g].kp));
  lines.push(row('MC', c.mc));
  lines.push('');
  lines.push(`Placidus cusps${c.houses.placidus.isPlacidusFallback ? ' (Porphyry fallback: ' + c.houses.placidus.note + ')' : ''}:`);
  lines.push('  ' + c.houses.placidus.cusps.map((x, i) => `${i + 1}: ${RASHI_NAMES[Math.floor(x / 30)]} ${dms(x % 30).trim()}`).join('  '));
  lines.push('');
  lines.push(`Vimshottari (balance of ${c.vimshottari.birthLord}: ${c.vimshottari.balanceYears.toFixed(2)} years at birth):`);
  for (const m of c.vimshottari.mahadashas) lines.push(`  ${m.lord.padEnd(8)} ${m.start.slice(0, 10)} → ${m.end.slice(0, 10)}`);
  return lines.join('\n');
}
