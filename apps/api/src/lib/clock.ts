/** The API's notion of now; tests pass a controllable one. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
