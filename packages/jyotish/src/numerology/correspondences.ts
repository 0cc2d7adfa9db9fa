/**
 * What each root number (1–9) stands for in Indian numerology: its graha's colours and weekdays, and a few
 * keywords of character. Colours and days follow the graha (Sun: Sunday, gold and orange...), as in the common
 * Hindi numerology books; days add the graha's friends' days where those books do. Lucky numbers are not listed
 * here: they are derived from graha friendship in `numerology.ts`.
 */
import type { Label } from './planets.js';

const DAY: Record<string, Label> = {
  Sunday: { en: 'Sunday', hi: 'रविवार' }, Monday: { en: 'Monday', hi: 'सोमवार' },
  Tuesday: { en: 'Tuesday', hi: 'मंगलवार' }, Wednesday: { en: 'Wednesday', hi: 'बुधवार' },
  Thursday: { en: 'Thursday', hi: 'गुरुवार' }, Friday: { en: 'Friday', hi: 'शुक्रवार' },
  Saturday: { en: 'Saturday', hi: 'शनिवार' },
};

const COLOUR: Record<string, Label> = {
  gold: { en: 'Gold', hi: 'सुनहरा' }, orange: { en: 'Orange', hi: 'नारंगी' }, yellow: { en: 'Yellow', hi: 'पीला' },
  white: { en: 'White', hi: 'सफ़ेद' }, cream: { en: 'Cream', hi: 'क्रीम' }, silver: { en: 'Silver', hi: 'चांदी जैसा' },
  saffron: { en: 'Saffron', hi: 'केसरिया' }, violet: { en: 'Violet', hi: 'बैंगनी' }, grey: { en: 'Grey', hi: 'स्लेटी' },
  blue: { en: 'Blue', hi: 'नीला' }, green: { en: 'Green', hi: 'हरा' }, lightGreen: { en: 'Light green', hi: 'हल्का हरा' },
  pink: { en: 'Pink', hi: 'गुलाबी' }, skyBlue: { en: 'Sky blue', hi: 'आसमानी' }, black: { en: 'Black', hi: 'काला' },
  darkBlue: { en: 'Dark blue', hi: 'गहरा नीला' }, red: { en: 'Red', hi: 'लाल' }, maroon: { en: 'Maroon', hi: 'मैरून' },
  multicolour: { en: 'Multicolour', hi: 'चितकबरा' },
};

export interface NumberCorrespondence {
  colours: Label[];
  days: Label[];
  /** Character keywords of the number. */
  traits: Label;
}

const entry = (colours: string[], days: string[], traits: Label): NumberCorrespondence => ({
  colours: colours.map((c) => COLOUR[c]),
  days: days.map((d) => DAY[d]),
  traits,
});

/** Index = root number 1–9 (0 unused). */
export const CORRESPONDENCES: readonly NumberCorrespondence[] = [
  entry([], [], { en: '', hi: '' }),
  entry(['gold', 'orange', 'yellow'], ['Sunday', 'Monday'], {
    en: 'leadership, independence, drive', hi: 'नेतृत्व, स्वतंत्रता, उत्साह',
  }),
  entry(['white', 'cream', 'silver'], ['Monday', 'Sunday'], {
    en: 'sensitivity, cooperation, imagination', hi: 'संवेदनशीलता, सहयोग, कल्पनाशीलता',
  }),
  entry(['yellow', 'saffron', 'violet'], ['Thursday', 'Tuesday'], {
    en: 'wisdom, optimism, expression', hi: 'ज्ञान, आशावाद, अभिव्यक्ति',
  }),
  entry(['grey', 'blue'], ['Saturday', 'Sunday'], {
    en: 'discipline, unconventional thinking, hard work', hi: 'अनुशासन, अलग सोच, परिश्रम',
  }),
  entry(['green', 'lightGreen'], ['Wednesday', 'Friday'], {
    en: 'communication, versatility, quick wit', hi: 'संवाद, बहुमुखी प्रतिभा, तीव्र बुद्धि',
  }),
  entry(['white', 'pink', 'skyBlue'], ['Friday', 'Wednesday'], {
    en: 'love, beauty, responsibility', hi: 'प्रेम, सौंदर्य, ज़िम्मेदारी',
  }),
  entry(['multicolour', 'grey', 'lightGreen'], ['Monday', 'Thursday'], {
    en: 'intuition, spirituality, analysis', hi: 'अंतर्ज्ञान, आध्यात्मिकता, विश्लेषण',
  }),
  entry(['black', 'darkBlue'], ['Saturday', 'Friday'], {
    en: 'patience, ambition, justice', hi: 'धैर्य, महत्वाकांक्षा, न्याय',
  }),
  entry(['red', 'maroon'], ['Tuesday', 'Thursday'], {
    en: 'courage, energy, compassion', hi: 'साहस, ऊर्जा, करुणा',
  }),
];

/** Extra meaning of the master numbers, shown beside their root's traits. */
export const MASTER_TRAITS: Readonly<Record<number, Label>> = {
  11: { en: 'master number 11: inspiration and intuition', hi: 'मास्टर अंक 11: प्रेरणा और अंतर्ज्ञान' },
  22: { en: 'master number 22: the master builder', hi: 'मास्टर अंक 22: महान निर्माता' },
  33: { en: 'master number 33: the master teacher', hi: 'मास्टर अंक 33: महान शिक्षक' },
};
