/**
 * Ashtakoota (guna milan, 36 points) between a boy and a girl, North-Indian convention (`ashtakoota.md`).
 * `total` is the raw sum of the eight kootas: Nadi and Bhakoot dosha cancellations are reported separately
 * and never added back.
 */
import { VedicError } from './errors.js';
import { nakshatraInfo } from './nakshatras.js';
import type { Gana, Nadi, Yoni } from './nakshatras.js';
import { rashiInfo, rashiLord } from './rashis.js';
import {
  GANA_POINTS, TARA_NAMES, VARNA_OF_RASHI, VARNA_RANK, VASHYAS, VASHYA_POINTS, YONI_POINTS,
  bhakootOf, maitriPoints, taraOf, vashyaOf, yoniIndex,
} from './match-tables.js';
import type { Varna, Vashya } from './match-tables.js';
import { matchDoshas } from './match-doshas.js';
import type { DoshaReport } from './match-doshas.js';
import { checkLon, checkNakshatraPada, degInRashi, nakshatraOf, rashiOf, rashiOfPada } from './zodiac.js';

/**
 * One partner's Moon: nakshatra 1..27 with pada 1..4 (Moon taken at the pada midpoint), nakshatra with its
 * rashi 1..12 (no degrees: Dhanu counts Manava, Makara Jalachara for vashya), or the sidereal Moon longitude
 * in degrees [0, 360).
 */
export type MatchInput = { nakshatra: number; pada: number } | { nakshatra: number; rashi: number } | { moonLon: number };

export type KootaKey = 'varna' | 'vashya' | 'tara' | 'yoni' | 'graha_maitri' | 'gana' | 'bhakoot' | 'nadi';
export type KootaScore = { points: number; max: number; explanation: string };

/** Resolved Moon attributes of one partner. */
export type MatchPerson = {
  nakshatra: number;
  rashi: number;
  varna: Varna;
  vashya: Vashya;
  yoni: Yoni;
  gana: Gana;
  nadi: Nadi;
};

export type AshtakootaResult = {
  convention: 'north-indian';
  boy: MatchPerson;
  girl: MatchPerson;
  kootas: Record<KootaKey, KootaScore>;
  /** Sum of the eight koota points, 0..36, with no dosha cancellation applied. */
  total: number;
  maxTotal: 36;
  nadiDosha: DoshaReport;
  bhakootDosha: DoshaReport;
};

function makePerson(nakshatra: number, rashi: number, degInSign: number | undefined): MatchPerson {
  const n = nakshatraInfo(nakshatra);
  return { nakshatra, rashi, varna: VARNA_OF_RASHI[rashi - 1], vashya: vashyaOf(rashi, degInSign), yoni: n.yoni, gana: n.gana, nadi: n.nadi };
}

// The 108 pada cases are precomputed: a match is then only table look-ups.
const PADA_PEOPLE: MatchPerson[] = Array.from({ length: 108 }, (_, i) => {
  const nak = Math.floor(i / 4) + 1;
  const pada = (i % 4) + 1;
  // Pada midpoint in arcminutes (integers, so Dhanu/Makara 15° is exact): 800′ per nakshatra, 200′ per pada.
  const midArcmin = (nak - 1) * 800 + (pada - 1) * 200 + 100;
  const rashi = rashiOfPada(nak, pada);
  return makePerson(nak, rashi, (midArcmin - (rashi - 1) * 1800) / 60);
});

/** Resolve a MatchInput to the Moon attributes used by the kootas; throws VedicError on bad input. */
export function resolveMatchPerson(input: MatchInput, who = 'partner'): MatchPerson {
  if ('moonLon' in input) {
    const lon = checkLon(input.moonLon, `${who}'s Moon longitude`);
    return makePerson(nakshatraOf(lon), rashiOf(lon), degInRashi(lon));
  }
  if ('pada' in input && input.pada !== undefined) {
    checkNakshatraPada(input.nakshatra, input.pada);
    return PADA_PEOPLE[(input.nakshatra - 1) * 4 + input.pada - 1];
  }
  const { nakshatra, rashi } = input as { nakshatra: number; rashi: number };
  checkNakshatraPada(nakshatra);
  if (!Number.isInteger(rashi) || rashi < 1 || rashi > 12) {
    throw new VedicError('INVALID_RASHI', `Rashi must be an integer from 1 to 12, got ${String(rashi)}.`);
  }
  if (rashi !== rashiOfPada(nakshatra, 1) && rashi !== rashiOfPada(nakshatra, 4)) {
    throw new VedicError('INVALID_RASHI', `${nakshatraInfo(nakshatra).name.en} does not lie in ${rashiInfo(rashi).name.en}.`);
  }
  return makePerson(nakshatra, rashi, undefined);
}

const GANA_INDEX: Record<Gana, number> = { Deva: 0, Manushya: 1, Rakshasa: 2 };

/** Score the eight kootas for already-resolved partners. */
export function scoreAshtakoota(boy: MatchPerson, girl: MatchPerson): AshtakootaResult {
  const rn = (r: number): string => rashiInfo(r).name.en;
  const nn = (n: number): string => nakshatraInfo(n).name.en;

  const varnaPts = VARNA_RANK[boy.varna] >= VARNA_RANK[girl.varna] ? 1 : 0;
  const vashyaPts = VASHYA_POINTS[VASHYAS.indexOf(boy.vashya)][VASHYAS.indexOf(girl.vashya)];
  const tara = taraOf(boy.nakshatra, girl.nakshatra);
  const yoniPts = YONI_POINTS[yoniIndex(boy.yoni)][yoniIndex(girl.yoni)];
  const maitri = maitriPoints(boy.rashi, girl.rashi);
  const ganaPts = GANA_POINTS[GANA_INDEX[boy.gana]][GANA_INDEX[girl.gana]];
  const bhakoot = bhakootOf(boy.rashi, girl.rashi);
  const nadiPts = boy.nadi === girl.nadi ? 0 : 8;

  const taraName = (c: number): string => TARA_NAMES[c % 9];
  const kootas: Record<KootaKey, KootaScore> = {
    varna: {
      points: varnaPts, max: 1,
      explanation: `Boy's varna ${boy.varna} (${rn(boy.rashi)}), girl's ${girl.varna} (${rn(girl.rashi)}): ${varnaPts ? "boy's rank is equal or higher" : "boy's rank is lower"}.`,
    },
    vashya: {
      points: vashyaPts, max: 2,
      explanation: `Boy is ${boy.vashya}, girl is ${girl.vashya}${boy.vashya === girl.vashya ? ' (same group)' : ''}.`,
    },
    tara: {
      points: tara.points, max: 3,
      explanation: `Counting girl's ${nn(girl.nakshatra)} to boy's ${nn(boy.nakshatra)} gives ${tara.girlToBoy} (${taraName(tara.girlToBoy)}); boy to girl gives ${tara.boyToGirl} (${taraName(tara.boyToGirl)}); Vipat, Pratyak and Naidhana are inauspicious.`,
    },
    yoni: {
      points: yoniPts, max: 4,
      explanation: `Boy's yoni ${boy.yoni}, girl's ${girl.yoni}${boy.yoni === girl.yoni ? ' (same animal)' : yoniPts === 0 ? ' (sworn enemies)' : ''}.`,
    },
    graha_maitri: {
      points: maitri.points, max: 5,
      explanation: `Moon-sign lords ${rashiLord(boy.rashi)} (boy) and ${rashiLord(girl.rashi)} (girl); relation ${maitri.relation} (F friend, N neutral, E enemy).`,
    },
    gana: {
      points: ganaPts, max: 6,
      explanation: `Boy's gana ${boy.gana}, girl's ${girl.gana}${ganaPts === 0 ? ' (gana dosha)' : ''}.`,
    },
    bhakoot: {
      points: bhakoot.points, max: 7,
      explanation: `Boy's ${rn(boy.rashi)} is ${bhakoot.girlToBoy} from girl's ${rn(girl.rashi)} and hers ${bhakoot.boyToGirl} from his${bhakoot.dosha ? ` (${bhakoot.dosha}: Bhakoot dosha)` : ''}.`,
    },
    nadi: {
      points: nadiPts, max: 8,
      explanation: `Boy's nadi ${boy.nadi}, girl's ${girl.nadi}${nadiPts === 0 ? ' (same nadi: Nadi dosha)' : ' (different)'}.`,
    },
  };
  const total = varnaPts + vashyaPts + tara.points + yoniPts + maitri.points + ganaPts + bhakoot.points + nadiPts;
  const { nadiDosha, bhakootDosha } = matchDoshas(boy, girl, nadiPts === 0, bhakoot.dosha);
  return { convention: 'north-indian', boy, girl, kootas, total, maxTotal: 36, nadiDosha, bhakootDosha };
}

/**
 * Ashtakoota match of a boy and a girl (boy = row, girl = column of every table in ashtakoota.md).
 * Returns each koota's points with a short explanation, the raw `total` (0..36, no cancellation) and the
 * Nadi and Bhakoot doshas with their cancellation reasons. Throws VedicError on invalid input.
 */
export function matchAshtakoota(boy: MatchInput, girl: MatchInput): AshtakootaResult {
  return scoreAshtakoota(resolveMatchPerson(boy, 'boy'), resolveMatchPerson(girl, 'girl'));
}
