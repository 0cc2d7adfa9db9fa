import fp from 'fastify-plugin';
import { everyFewSeconds } from '../../lib/periodic.js';
import { expireHolds } from './holds.js';

/** Releases expired holds every HOLD_SWEEP_SECONDS once the API is ready; stops when it closes. */
export const holdSweepPlugin = fp(
  async (app) => {
    everyFewSeconds(app, 'hold sweep', app.ctx.env.HOLD_SWEEP_SECONDS, async () => {
      const n = await expireHolds(app.ctx.db, app.ctx.clock.now());
      if (n) app.log.info(`released ${n} expired wallet hold(s)`);
    });
  },
  { name: 'hold-sweep', dependencies: ['context'] },
);
