#!/usr/bin/env node
// Draws the installable app's icons (PNG, 192 and 512 px, plus a maskable one with a safe zone) from our own star
// mark, with sharp. Run once after changing the mark: node apps/web/scripts/make-app-icons.mjs (the PNGs are committed).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/assets/icons');
mkdirSync(out, { recursive: true });
const star = 'M20 7l3.2 8.4 9 .5-7 5.7 2.4 8.7L20 25.4l-7.6 4.9 2.4-8.7-7-5.7 9-.5z';
// plain: a brand-coloured disc with the star; maskable: full-bleed square, the star inside the central 80 % safe zone
const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#c2410c"/><path d="${star}" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c2410c"/><g transform="translate(6 6) scale(0.7)"><path d="${star}" fill="#fff"/></g></svg>`;
for (const size of [192, 512]) {
  await sharp(Buffer.from(plain), { density: 72 * (size / 40) }).resize(size, size).png().toFile(path.join(out, `icon-${size}.png`));
  await sharp(Buffer.from(maskable), { density: 72 * (size / 40) }).resize(size, size).png().toFile(path.join(out, `maskable-${size}.png`));
}
console.log(`icons written to ${out}`);
