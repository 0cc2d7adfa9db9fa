/** Neutral draft helpers for the demo content. Texts live in ./text/*.ts; ../<type>.ts maps them to the seed types. */
export interface L {
  en: string;
  hi: string;
}

/** A seed image file (written by ../images/generate.ts), as the seeder expects: `file:<path from packages/content>`. */
export const img = (folder: string, name: string): string => `file:seed/images/${folder}/${name}.svg`;
