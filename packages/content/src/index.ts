export * from './define';
export * from './registry';
export * from './schedule';
export { fixedRemedySlugs } from './types/remedies';
export type { SeedItem, SeedModule, SeedText } from './seed-types';
export * from './form-schema';
