import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchAshtakoota } from './match-ashtakoota.js';
import type { MatchInput } from './match-ashtakoota.js';

import { REFDATA_DIR as REF } from '../../test/reference.js';
type RefPerson = { nakshatra: number; rashi: number; pada?: number };
type RefMatch = {
  id: string; label: string; boy: RefPerson; girl: RefPerson; total: number;
  kootas: Record<string, { points: number }>;
  doshas: { nadi_dosha: boolean; nadi_cancellation_reasons: string[]; bhakoot_dosha: boolean; bhakoot_cancellation_reasons: string[] };
};
const matching = JSON.parse(readFileSync(`${REF}/matching.json`, 'utf8')) as { matches: RefMatch[] };
const table = JSON.parse(readFileSync(`${REF}/guna_table_108.json`, 'utf8')) as {
  padas: Array<{ index: number; nakshatra: number; pada: number }>; totals: number[][];
};

const input = (p: RefPerson): MatchInput => (p.pada !== undefined ? { nakshatra: p.nakshatra, pada: p.pada } : { nakshatra: p.nakshatra, rashi: p.rashi });

describe('matchAshtakoota vs matching.json (exact points)', () => {
  for (const m of matching.matches) {
    it(`${m.id}: ${m.label}`, () => {
      const r = matchAshtakoota(input(m.boy), input(m.girl));
      for (const [k, v] of Object.entries(m.kootas)) {
        expect(r.kootas[k as keyof typeof r.kootas].points, `${m.id} ${k}`).toBe(v.points);
      }
      expect(r.total).toBe(m.total);
      expect(r.convention).toBe('north-indian');
      expect(r.nadiDosha.present).toBe(m.doshas.nadi_dosha);
      expect(r.nadiDosha.reasons).toEqual(m.doshas.nadi_cancellation_reasons);
      expect(r.bhakootDosha.present).toBe(m.doshas.bhakoot_dosha);
      expect(r.bhakootDosha.reasons).toEqual(m.doshas.bhakoot_cancellation_reasons);
    });
  }
});

describe('matchAshtakoota vs guna_table_108.json', () => {
  it('every boy × girl (nakshatra, pada) total equals the reference (exact)', () => {
    const bad: string[] = [];
    for (const b of table.padas) {
      for (const g of table.padas) {
        const r = matchAshtakoota({ nakshatra: b.nakshatra, pada: b.pada }, { nakshatra: g.nakshatra, pada: g.pada });
        if (r.total !== table.totals[b.index][g.index]) bad.push(`${b.index}×${g.index}: ${r.total} ≠ ${table.totals[b.index][g.index]}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
    expect(table.padas.length * table.padas.length).toBe(108 * 108);
  });

  it('moonLon input agrees with the pada input at pada midpoints', () => {
    for (const b of table.padas) {
      const lon = (b.nakshatra - 1) * (360 / 27) + (b.pada - 0.5) * (360 / 108) + 1e-9;
      const g = table.padas[(b.index * 37) % 108];
      const r = matchAshtakoota({ moonLon: lon }, { nakshatra: g.nakshatra, pada: g.pada });
      expect(r.total).toBe(table.totals[b.index][g.index]);
    }
  });
});

describe('matchAshtakoota behaviour', () => {
  it('Revati boy – Ashwini girl wraps round: counts 27 and 2 are both good taras', () => {
    const r = matchAshtakoota({ nakshatra: 27, pada: 4 }, { nakshatra: 1, pada: 1 });
    expect(r.kootas.tara.points).toBe(3);
  });
  it('rejects impossible input with a typed error', () => {
    expect(() => matchAshtakoota({ nakshatra: 28, pada: 1 }, { nakshatra: 1, pada: 1 })).toThrow(/Nakshatra must be/);
    expect(() => matchAshtakoota({ nakshatra: 3, rashi: 5 }, { nakshatra: 1, pada: 1 })).toThrow(/does not lie/);
    expect(() => matchAshtakoota({ moonLon: Number.NaN }, { nakshatra: 1, pada: 1 })).toThrow(/finite/);
  });
});
