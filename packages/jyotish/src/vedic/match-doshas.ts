/**
 * Nadi and Bhakoot dosha with their common cancellations (`ashtakoota.md`, "Dosha cancellations").
 * Cancellations are reported only; they never change the Ashtakoota total.
 */
import { naturalRelation } from './grahas.js';
import { rashiLord } from './rashis.js';
import type { MatchPerson } from './match-ashtakoota.js';

/** A matching dosha: whether it is present, whether a cancellation applies, and the machine reason keys. */
export type DoshaReport = { present: boolean; cancelled: boolean; reasons: string[] };

/** Reason keys: same_rashi_different_nakshatra, same_nakshatra_different_rashi, rashi_lords_same_or_mutual_friends (nadi); rashi_lords_same, rashi_lords_mutual_friends (bhakoot). */
export function matchDoshas(boy: MatchPerson, girl: MatchPerson, nadiSame: boolean, bhakootDosha: string | null): { nadiDosha: DoshaReport; bhakootDosha: DoshaReport } {
  const bl = rashiLord(boy.rashi);
  const gl = rashiLord(girl.rashi);
  const sameLord = bl === gl;
  const mutualFriends = !sameLord && naturalRelation(bl, gl) === 'friend' && naturalRelation(gl, bl) === 'friend';

  const nadiReasons: string[] = [];
  if (nadiSame) {
    if (boy.rashi === girl.rashi && boy.nakshatra !== girl.nakshatra) nadiReasons.push('same_rashi_different_nakshatra');
    if (boy.nakshatra === girl.nakshatra && boy.rashi !== girl.rashi) nadiReasons.push('same_nakshatra_different_rashi');
    if (sameLord || mutualFriends) nadiReasons.push('rashi_lords_same_or_mutual_friends');
  }
  const bhakootReasons: string[] = [];
  if (bhakootDosha) {
    if (sameLord) bhakootReasons.push('rashi_lords_same');
    else if (mutualFriends) bhakootReasons.push('rashi_lords_mutual_friends');
  }
  return {
    nadiDosha: { present: nadiSame, cancelled: nadiReasons.length > 0, reasons: nadiReasons },
    bhakootDosha: { present: bhakootDosha !== null, cancelled: bhakootReasons.length > 0, reasons: bhakootReasons },
  };
}
