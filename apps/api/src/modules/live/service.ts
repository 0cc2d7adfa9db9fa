/** Guruji Live's domain, by verb: the context, views and broadcasts, lifecycle, chat and moderation, gifts, queue and stage, reports. */
export * from './context.js';
export * from './view.js';
export * from './lifecycle.js';
export * from './chat.js';
export * from './gifts.js';
export * from './stage.js';
export * from './report.js';
