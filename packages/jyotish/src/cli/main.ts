/**
 * The `jyotish` command line: chart | panchang | match | place. `--json` prints one JSON object.
 * Errors print one sentence on stderr and exit with status 1 (2 for usage errors).
 */
import { parseArgs } from 'node:util';
import { JyotishError } from '../errors.js';
import { chartFromOptions, chartJson, chartText } from './chart-command.js';
import { panchangFromOptions, panchangJson, panchangText } from './panchang-command.js';
import { matchFromOptions, matchJson, matchText } from './match-command.js';

const USAGE = `Usage:
  jyotish chart --date YYYY-MM-DD --time HH:MM[:SS] --lat DEG --lon DEG --tz ZONE [--node mean|true] [--ayanamsa lahiri|kp|raman] [--json]
  jyotish panchang --date YYYY-MM-DD --lat DEG --lon DEG --tz ZONE [--json]
  jyotish match --boy-nakshatra N --boy-pada P --girl-nakshatra N --girl-pada P [--json]
  jyotish match --boy-date .. --boy-time .. --boy-lat .. --boy-lon .. --boy-tz .. --girl-date .. (same) [--json]
  jyotish place "allahabad" [--limit 10] [--json]
  jyotish depth --date YYYY-MM-DD --time HH:MM[:SS] --lat DEG --lon DEG --tz ZONE [--year-of-life N] [--json]`;

const STRING_OPTIONS = [
  'date', 'time', 'lat', 'lon', 'tz', 'node', 'ayanamsa', 'limit', 'year-of-life',
  ...['boy', 'girl'].flatMap((w) => ['nakshatra', 'pada', 'date', 'time', 'lat', 'lon', 'tz'].map((k) => `${w}-${k}`)),
];

/**
 * node:util's parseArgs reads `--lon -74.006` as an option followed by another option and refuses it; a value that is a
 * negative number (longitudes west, latitudes south) is glued to its option as `--lon=-74.006`, which parseArgs accepts.
 */
export function joinNegativeValues(argv: readonly string[], stringOptions: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (arg.startsWith('--') && !arg.includes('=') && stringOptions.includes(arg.slice(2)) && next !== undefined && /^-(\d|\.\d)/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else {
      out.push(arg);
    }
  }
  return out;
}

/** Runs the CLI with `argv` (without node and script); returns the exit code. */
export async function main(argv: string[]): Promise<number> {
  const options: Record<string, { type: 'string' | 'boolean' }> = { json: { type: 'boolean' }, help: { type: 'boolean' } };
  for (const k of STRING_OPTIONS) options[k] = { type: 'string' };
  let parsed;
  try {
    const args = joinNegativeValues(argv, STRING_OPTIONS);
    parsed = parseArgs({ args, options, allowPositionals: true, allowNegative: false } as Parameters<typeof parseArgs>[0]);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const o = parsed.values as Record<string, string | boolean | undefined>;
  const json = o.json === true;
  const out = (value: unknown, text: string) => process.stdout.write(json ? `${JSON.stringify(value, null, 2)}\n` : `${text}\n`);
  try {
    switch (command) {
      case 'chart': {
        const c = chartFromOptions(o);
        out(chartJson(c), chartText(c));
        return 0;
      }
      case 'depth': {
        const c = chartFromOptions({ ...o, node: o.node ?? 'true' });
        const { depthJson } = await import('../depth/depth-json.js');
        const year = o['year-of-life'] === undefined ? 30 : Number(o['year-of-life']);
        const d = depthJson({ ...c.input, node: c.node }, { yearOfLife: year });
        out(d, [
          `Chara karakas (8): ${Object.entries(d.chara_karakas).map(([k, g]) => `${k} ${g}`).join(', ')}`,
          `Arudha lagna ${d.arudha_lagna.sign}, upapada ${d.upapada.sign}; karakamsa ${d.karakamsa.sign} (house ${d.karakamsa.houseFromLagna})`,
          `Bhava arudhas: ${d.bhava_arudhas.map((h) => `A${h.house} ${h.sign}`).join(', ')}`,
          `Shadbala (rupas, ratio to the minimum): ${Object.entries(d.shadbala).map(([g, r]) => `${g} ${r.total_rupa} (${r.ratio})`).join(', ')}`,
          `Varshaphal (year of life ${d.varshaphal.year_of_life}): return ${d.varshaphal.return_local}, annual lagna ${d.varshaphal.ascendant.sign}, muntha ${d.varshaphal.muntha.sign}, year lord ${d.varshaphal.year_lord}`,
          `Mudda dasha: ${d.varshaphal.mudda_dasha.map((m) => `${m.lord} from ${m.start_local.slice(0, 10)}`).join(', ')}`,
          `Vimshopaka (shodashavarga): ${Object.entries(d.extras.vimshopaka.shodashavarga).map(([g, v]) => `${g} ${v}`).join(', ')}`,
          `KP cusps: ${d.kp.cusps.map((c) => `${c.house} ${c.star_lord}/${c.sub_lord}/${c.sub_sub_lord}`).join('; ')}`,
          ...(d.not_computed.length ? [`Not computed yet: ${d.not_computed.join(', ')}`] : []),
        ].join('\n'));
        return 0;
      }
      case 'panchang': {
        const p = panchangFromOptions(o);
        out(panchangJson(p), panchangText(p));
        return 0;
      }
      case 'match': {
        const m = matchFromOptions(o);
        out(matchJson(m), matchText(m));
        return 0;
      }
      case 'place': {
        const query = rest.join(' ');
        if (!query) throw new JyotishError('INVALID_ARGUMENT', 'Give a place name, e.g. jyotish place "allahabad".');
        const places = await import('../places/index.js');
        const limit = o.limit ? Number(o.limit) : 10;
        const matches = places.searchPlaces(query, limit);
        out(
          { query, matches },
          matches.length
            ? matches.map((p, i) => `${String(i + 1).padStart(2)}. ${p.name}${p.state ? `, ${p.state}` : ''}, ${p.countryName}  lat ${p.lat}  lon ${p.lon}  ${p.zone}  pop ${p.population}`).join('\n')
            : `No place matches "${query}".`,
        );
        return 0;
      }
      default:
        process.stderr.write(`${command && !o.help ? `Unknown command "${command}".\n` : ''}${USAGE}\n`);
        return command || o.help ? (o.help ? 0 : 2) : 2;
    }
  } catch (e) {
    if (e instanceof Error && 'code' in e && typeof (e as { code: unknown }).code === 'string' && e.name !== 'Error') {
      process.stderr.write(`${e.message}\n`);
      if (json) process.stdout.write(`${JSON.stringify({ error: { code: (e as { code: string }).code, message: e.message } })}\n`);
      return 1;
    }
    throw e;
  }
}
