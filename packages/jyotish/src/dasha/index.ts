export * from './vimshottari.js';
export * from './yogini.js';
