/** All doshas and yogas of a chart in one call. */
import { chartContext } from './chart-context.js';
import { kaalSarpDosha } from './kaal-sarp.js';
import type { KaalSarpResult } from './kaal-sarp.js';
import { manglikDosha } from './manglik.js';
import type { ManglikResult } from './manglik.js';
import type { Placements, YogaResult } from './types.js';
import { dhanaYoga, rajYoga, vipareetaRajaYoga } from './yogas-lordship.js';
import { adhiYoga, chandraMangalYoga, gajakesariYoga, moonFlankYogas } from './yogas-moon.js';
import { budhadityaYoga, neechaBhangaYoga, panchaMahapurushaYogas } from './yogas-planets.js';

/**
 * The common yogas of a chart, each `{ key, name, present, reason, cancelled?, cancellationReasons? }`, in a fixed
 * order: gajakesari, budhaditya, ruchaka, bhadra, hamsa, malavya, shasha, raj_yoga, dhana_yoga,
 * neecha_bhanga_raja, chandra_mangal, adhi, sunapha, anapha, durudhara, kemadruma, vipareeta_raja.
 */
export function yogas(placements: Placements): YogaResult[] {
  const ctx = chartContext(placements);
  const all = [
    gajakesariYoga(ctx),
    budhadityaYoga(ctx),
    ...panchaMahapurushaYogas(ctx),
    rajYoga(ctx),
    dhanaYoga(ctx),
    neechaBhangaYoga(ctx),
    chandraMangalYoga(ctx),
    adhiYoga(ctx),
    ...moonFlankYogas(ctx),
    vipareetaRajaYoga(ctx),
  ];
  return all.map((y) => ({ ...y, nameHi: YOGA_NAMES_HI[y.key] }));
}

/** Hindi names of the yogas by key. */
export const YOGA_NAMES_HI: Readonly<Record<string, string>> = {
  gajakesari: 'गजकेसरी योग', budhaditya: 'बुधादित्य योग', ruchaka: 'रुचक योग', bhadra: 'भद्र योग', hamsa: 'हंस योग',
  malavya: 'मालव्य योग', shasha: 'शश योग', raj_yoga: 'राज योग', dhana_yoga: 'धन योग', neecha_bhanga_raja: 'नीचभंग राज योग',
  chandra_mangal: 'चन्द्र-मंगल योग', adhi: 'अधि योग', sunapha: 'सुनफा योग', anapha: 'अनफा योग', durudhara: 'दुरुधरा योग',
  kemadruma: 'केमद्रुम योग', vipareeta_raja: 'विपरीत राज योग',
};

/** The birth-chart doshas: Manglik and Kaal Sarp (Sade Sati needs Saturn over time: see `sadeSati`). */
export function doshas(placements: Placements): { manglik: ManglikResult; kaalSarp: KaalSarpResult } {
  return { manglik: manglikDosha(placements), kaalSarp: kaalSarpDosha(placements) };
}
