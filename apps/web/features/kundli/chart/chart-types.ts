import type { Graha } from '../names';

/** One chart as the API gives it: sign (1..12) on the first house and each graha's sign and house. */
export type ChartData = {
  key: string;
  division: number;
  name: string;
  ascendantSign: number;
  signs: Record<Graha, number>;
  houses: Record<Graha, number>;
};

/** What a chart draws in one house: planet labels (with optional degree and flags). */
export type PlanetMark = { graha: Graha; label: string; house: number; sign: number; isRetrograde?: boolean; isCombust?: boolean; degree?: string };

export type ChartProps = {
  chart: ChartData;
  lang: 'en' | 'hi';
  /** accessible name of the drawing */
  title: string;
  marks: PlanetMark[];
  ascLabel: string;
};

/** Sign 1..12 in house h (1..12) for a chart whose first house holds `asc`. */
export const signInHouse = (asc: number, house: number) => ((asc - 1 + house - 1) % 12) + 1;
export const houseOfSign = (asc: number, sign: number) => ((sign - asc + 12) % 12) + 1;
