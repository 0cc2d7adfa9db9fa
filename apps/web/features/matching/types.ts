type Bi = { en: string; hi: string };
type Partner = {
  name: string; date: string; time: string; place: string;
  moonSign: Bi & { number: number; rashi: string };
  nakshatra: Bi & { number: number; pada: number };
  manglik: { present: boolean; cancelled: boolean; reason: string; cancellationReasons: string[] };
};
type Dosha = { present: boolean; cancelled: boolean; reasons: Array<Bi & { key: string }> };

/** POST /api/astro/match (apps/api/src/modules/astro/match-report.ts). */
export type MatchReport = {
  boy: Partner;
  girl: Partner;
  kootas: Array<{ key: string; name: Bi; points: number; max: number; about: Bi; explanation: Bi }>;
  total: number;
  maxTotal: number;
  nadiDosha: Dosha;
  bhakootDosha: Dosha;
  manglik: { compatible: boolean | null; boyManglik: boolean; girlManglik: boolean; explanation: Bi };
  conclusion: Bi & { verdict: 'excellent' | 'good' | 'average' | 'not_recommended' };
};
