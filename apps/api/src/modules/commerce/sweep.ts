import fp from 'fastify-plugin';
import { expireOrders } from './checkout.js';
import { processRefunds } from './settle.js';
import { sendOrderNotices } from './notices.js';

/**
 * Every HOLD_SWEEP_SECONDS once the API is ready: unpaid shop and pooja orders past their reservation expire (stock,
 * seats, coupon and wallet hold go back), queued refunds (late payments, cancellations) go to the gateway, and the
 * customers are told (payment received, the pooja reminder the day before).
 */
export const commerceSweepPlugin = fp(
  async (app) => {
    const seconds = app.ctx.env.HOLD_SWEEP_SECONDS;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    const sweep = () => {
      if (running) return;
      const now = app.ctx.clock.now();
      running = expireOrders(app.ctx.db, now)
        .then(async (expired) => {
          if (expired) app.log.info(`expired ${expired} unpaid order(s)`);
          const refunded = await processRefunds(app.ctx.db, app.payments.gateway, now);
          if (refunded) app.log.info(`sent ${refunded} refund(s) to the gateway`);
          await sendOrderNotices(app.ctx.db, { sms: app.ctx.sms, mailer: app.ctx.mailer }, now);
        })
        .catch((err) => app.log.error({ err }, 'commerce sweep failed'))
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
  { name: 'commerce-sweep', dependencies: ['context'] },
);
