// One file per domain; each issue adds its own (content.ts, wallet.ts, consult.ts …) and a line here.
export * from './auth.js';
export * from './content.js';
export * from './wallet.js';
export * from './astro.js';
export * from './consult.js';
export * from './privacy.js';
export * from './commerce.js';
export * from './live.js';
