/** `jyotish panchang`: the panchang of a date at a place. */
import { panchangDay, type PanchangDay } from '../panchang/day.js';
import { num, str } from './args.js';

/** Computes the panchang from CLI options. */
export function panchangFromOptions(o: Record<string, string | boolean | undefined>): PanchangDay {
  return panchangDay({ date: str(o.date as string, 'date'), lat: num(o.lat as string, 'lat'), lon: num(o.lon as string, 'lon'), timeZone: str(o.tz as string, 'tz') });
}

/** JSON shape: `sunrise`, `sunset` (ISO with offset), `at_sunrise.{tithi,nakshatra,yoga,karana}` and `*_ends`. */
export function panchangJson(p: PanchangDay) {
  const a = p.atSunrise;
  const ends = a
    ? { tithi_ends: a.tithi.ends.local, nakshatra_ends: a.nakshatra.ends.local, yoga_ends: a.yoga.ends.local, karana_ends: a.karana.ends.local }
    : { tithi_ends: null, nakshatra_ends: null, yoga_ends: null, karana_ends: null };
  const iv = (x: { start: { local: string }; end: { local: string } } | null) => (x ? { start: x.start.local, end: x.end.local } : null);
  return {
    date: p.date,
    lat: p.lat,
    lon: p.lon,
    timezone: p.timeZone,
    vaar: p.vaar.name,
    sunrise: p.sunrise?.local ?? null,
    sunset: p.sunset?.local ?? null,
    moonrise: p.moonrise?.local ?? null,
    moonset: p.moonset?.local ?? null,
    polar: p.polar,
    at_sunrise: a
      ? {
          tithi: a.tithi.number,
          tithi_name: a.tithi.name,
          paksha: a.tithi.paksha,
          nakshatra: a.nakshatra.number,
          nakshatra_name: a.nakshatra.name,
          yoga: a.yoga.number,
          yoga_name: a.yoga.name,
          karana: a.karana.number,
          karana_name: a.karana.name,
          ...ends,
        }
      : null,
    ...ends,
    rahu_kaal: iv(p.rahuKaal),
    yamaganda: iv(p.yamaganda),
    gulika_kaal: iv(p.gulikaKaal),
    abhijit: iv(p.abhijit),
    choghadiya: p.choghadiya
      ? {
          day: p.choghadiya.day.map((c) => ({ name: c.name, nature: c.nature, start: c.start.local, end: c.end.local })),
          night: p.choghadiya.night.map((c) => ({ name: c.name, nature: c.nature, start: c.start.local, end: c.end.local })),
        }
      : null,
    month_amanta: p.month.amanta.name + (p.month.amanta.isAdhika ? ' (Adhika)' : ''),
    month_purnimanta: p.month.purnimanta.name + (p.month.purnimanta.isAdhika ? ' (Adhika)' : ''),
    vikram_samvat: p.samvat.vikram,
    shaka_samvat: p.samvat.shaka,
  };
}

/** Human-readable panchang. */
export function panchangText(p: PanchangDay): string {
  const t = (s: string | undefined | null) => (s ? s.slice(11, 19) : '—');
  const lines = [`Panchang for ${p.date} (${p.vaar.name}) at ${p.lat}, ${p.lon} [${p.timeZone}]`];
  if (!p.sunrise) {
    lines.push(`No sunrise on this date (${p.polar}); the day's panchang at sunrise is undefined.`);
  } else {
    lines.push(`Sunrise ${t(p.sunrise.local)}  Sunset ${t(p.sunset?.local)}  Moonrise ${t(p.moonrise?.local)}  Moonset ${t(p.moonset?.local)}`);
    const a = p.atSunrise!;
    lines.push(`Tithi     ${`${a.tithi.paksha} ${a.tithi.name}`.padEnd(22)} until ${a.tithi.ends.local}`);
    lines.push(`Nakshatra ${`${a.nakshatra.name} (pada ${a.nakshatra.pada})`.padEnd(22)} until ${a.nakshatra.ends.local}`);
    lines.push(`Yoga      ${a.yoga.name.padEnd(22)} until ${a.yoga.ends.local}`);
    lines.push(`Karana    ${a.karana.name.padEnd(22)} until ${a.karana.ends.local}`);
    if (p.rahuKaal) lines.push(`Rahu kaal ${t(p.rahuKaal.start.local)}–${t(p.rahuKaal.end.local)}  Yamaganda ${t(p.yamaganda!.start.local)}–${t(p.yamaganda!.end.local)}  Gulika ${t(p.gulikaKaal!.start.local)}–${t(p.gulikaKaal!.end.local)}  Abhijit ${t(p.abhijit!.start.local)}–${t(p.abhijit!.end.local)}`);
    if (p.choghadiya) lines.push(`Day choghadiya: ${p.choghadiya.day.map((c) => `${c.name} ${t(c.start.local).slice(0, 5)}`).join(', ')}`);
  }
  lines.push(`Month: ${p.month.amanta.name}${p.month.amanta.isAdhika ? ' (Adhika)' : ''} (amanta) / ${p.month.purnimanta.name} (purnimanta); Vikram samvat ${p.samvat.vikram}, Shaka ${p.samvat.shaka}`);
  return lines.join('\n');
}
