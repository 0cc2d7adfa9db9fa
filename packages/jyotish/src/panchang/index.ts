export * from './day.js';
export * from './elements.js';
export * from './names.js';
export * from './search.js';
export { nextRiseSet, previousNewMoon, nextNewMoon, nextMoonPhase } from './sun-moon-events.js';
