export * from './errors';
export * from './auth';
export * from './content';
export * from './wallet';
export * from './astro';
export * from './astrologers';
export * from './consult';
export * from './privacy';
