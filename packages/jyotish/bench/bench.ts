/**
 * `npm run bench -w packages/jyotish`: median and p99 wall time per operation on this machine.
 * Aims: full kundli < 5 ms, panchang day < 3 ms, match < 50 µs, place query < 5 ms (once loaded).
 */
import { kundli } from '../src/kundli.js';
import { panchangDay } from '../src/panchang/day.js';
import { festivals } from '../src/panchang/search.js';
import { matchAshtakoota } from '../src/vedic/match-ashtakoota.js';
import { loadPlaces, searchPlaces, PLACE_BENCH_QUERIES } from '../src/places/index.js';

interface Result {
  name: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  aimMs?: number;
}

function bench(name: string, runs: number, warmup: number, f: (i: number) => unknown, aimMs?: number): Result {
  for (let i = 0; i < warmup; i++) f(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { name, runs, medianMs: q(0.5), p99Ms: q(0.99), aimMs };
}

function fmt(ms: number): string {
  return ms < 0.1 ? `${(ms * 1000).toFixed(1)} µs` : `${ms.toFixed(2)} ms`;
}

const pad = (n: number) => String(n).padStart(2, '0');
const results: Result[] = [];

results.push(
  bench('full kundli', 400, 50, (i) =>
    kundli({ date: `19${50 + (i % 50)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`, time: `${pad(i % 24)}:${pad((i * 7) % 60)}`, lat: 25.3176, lon: 82.9739, timeZone: 'Asia/Kolkata' }),
  5),
);
results.push(
  bench('panchang day', 400, 50, (i) =>
    panchangDay({ date: `2024-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`, lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' }),
  3),
);
results.push(
  bench('match (nakshatra/pada)', 20000, 2000, (i) =>
    matchAshtakoota({ nakshatra: 1 + (i % 27), pada: 1 + (i % 4) }, { nakshatra: 1 + ((i * 7) % 27), pada: 1 + ((i >> 2) % 4) }),
  0.05),
);
results.push(
  bench('365-day festival search', 12, 2, (i) =>
    festivals({ from: `${2020 + i}-01-01`, to: `${2020 + i}-12-31`, lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' })),
);
const loadT0 = performance.now();
loadPlaces();
const loadMs = performance.now() - loadT0;
results.push(bench('place query', 2000, 200, (i) => searchPlaces(PLACE_BENCH_QUERIES[i % PLACE_BENCH_QUERIES.length], 10), 5));

console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
console.log('operation                  runs      median         p99   aim');
for (const r of results) {
  const ok = r.aimMs === undefined ? '' : r.medianMs < r.aimMs ? `< ${fmt(r.aimMs)} ✓` : `< ${fmt(r.aimMs)} ✗`;
  console.log(`${r.name.padEnd(25)} ${String(r.runs).padStart(5)} ${fmt(r.medianMs).padStart(11)} ${fmt(r.p99Ms).padStart(11)}   ${ok}`);
}
console.log(`(place index load, once: ${fmt(loadMs)})`);
