export * from './define.js';
export * from './registry.js';
export * from './schedule.js';
export { fixedRemedySlugs } from './types/remedies.js';
export type { SeedItem, SeedModule, SeedText } from './seed-types.js';
