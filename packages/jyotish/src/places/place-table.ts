/**
 * The bundled place data, parsed into columns and merged with the hand-kept tables (renames, aliases, population
 * fixes, Hindi names). Reading the file happens once, on the first search (see `search-places.ts`).
 */
import { readFileSync } from 'node:fs';
import { PLACE_FIXES } from './aliases.js';
import { HINDI_NAMES } from './hindi-names.js';
import { PlaceError } from './types.js';

/** Places in these countries show ASCII names: GeoNames writes them with IAST-style macrons (Allahābād). */
const ASCII_DISPLAY_COUNTRIES = new Set(['IN', 'NP', 'BD', 'PK', 'LK', 'BT', 'MV']);

/** Column-wise place data; index i across every array is one place. */
export interface PlaceTable {
  ids: Int32Array;
  /** Display names (fixes applied). */
  names: string[];
  /** Every Latin name to search per place: display name, GeoNames name if different, aliases. */
  searchNames: string[][];
  /** Hindi names to search per place (first one is shown as `nameHi`); empty for most places. */
  hindiNames: string[][];
  countries: string[];
  admin1Codes: string[];
  latDeg: Float64Array;
  lonDeg: Float64Array;
  zoneIndex: Uint16Array;
  zones: string[];
  populations: Uint32Array;
}

function stripMarks(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').normalize('NFC');
}

/** Parses the TSV written by `scripts/build-places.ts` and applies the hand-kept tables. */
export function parsePlaceTable(tsv: string): PlaceTable {
  const lines = tsv.split('\n');
  const zoneLine = lines.find((line) => line.startsWith('#zones\t'));
  if (!zoneLine) throw new PlaceError('INVALID_ARGUMENT', 'The place data has no #zones header; rebuild it.');
  const zones = zoneLine.split('\t').slice(1);
  const rows = lines.filter((line) => line && !line.startsWith('#'));
  const n = rows.length;
  const table: PlaceTable = {
    ids: new Int32Array(n),
    names: new Array<string>(n),
    searchNames: new Array<string[]>(n),
    hindiNames: new Array<string[]>(n),
    countries: new Array<string>(n),
    admin1Codes: new Array<string>(n),
    latDeg: new Float64Array(n),
    lonDeg: new Float64Array(n),
    zoneIndex: new Uint16Array(n),
    zones,
    populations: new Uint32Array(n),
  };
  const indexById = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const [id, name, country, admin1, lat, lon, zone, population] = rows[i].split('\t');
    const geonamesId = Number(id);
    const fix = PLACE_FIXES[geonamesId];
    const shown = ASCII_DISPLAY_COUNTRIES.has(country) ? stripMarks(name) : name;
    const display = fix?.name ?? shown;
    const names = [display];
    for (const other of [shown, name, ...(fix?.aliases ?? [])]) if (!names.includes(other)) names.push(other);
    table.ids[i] = geonamesId;
    table.names[i] = display;
    table.searchNames[i] = names;
    table.hindiNames[i] = [];
    table.countries[i] = country;
    table.admin1Codes[i] = admin1;
    table.latDeg[i] = Number(lat);
    table.lonDeg[i] = Number(lon);
    table.zoneIndex[i] = Number(zone);
    table.populations[i] = fix?.population ?? Number(population);
    indexById.set(geonamesId, i);
  }
  for (const [id, , hindi, ...variants] of HINDI_NAMES) {
    const i = indexById.get(id);
    if (i !== undefined) table.hindiNames[i] = [hindi, ...variants];
  }
  return table;
}

/** Reads the bundled `data/places.tsv` shipped with the package (a one-time read of ~3 MB). */
export function readBundledPlaceTable(): PlaceTable {
  const url = new URL('../../data/places.tsv', import.meta.url);
  let text: string;
  try {
    text = readFileSync(url, 'utf8');
  } catch (cause) {
    throw new PlaceError('INVALID_ARGUMENT', `The bundled place data could not be read (${url.pathname}); run scripts/build-places.ts.`, {
      cause: String(cause),
    });
  }
  return parsePlaceTable(text);
}
