import fp from 'fastify-plugin';
import { expireHolds } from './holds.js';

/** Releases expired holds every HOLD_SWEEP_SECONDS once the API is ready; stops when it closes. */
export const holdSweepPlugin = fp(
  async (app) => {
    const seconds = app.ctx.env.HOLD_SWEEP_SECONDS;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    const sweep = () => {
      if (running) return;
      running = expireHolds(app.ctx.db, app.ctx.clock.now())
        .then((n) => { if (n) app.log.info(`released ${n} expired wallet hold(s)`); })
        .catch((err) => app.log.error({ err }, 'hold sweep failed'))
        .finally(() => { running = null; });
    };
    if (seconds > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(sweep, seconds * 1000);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'hold-sweep', dependencies: ['context'] },
);
