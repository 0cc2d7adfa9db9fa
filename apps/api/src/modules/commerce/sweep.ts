import fp from 'fastify-plugin';
import { everyFewSeconds } from '../../lib/periodic.js';
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
    everyFewSeconds(app, 'commerce sweep', app.ctx.env.HOLD_SWEEP_SECONDS, async () => {
      const now = app.ctx.clock.now();
      const expired = await expireOrders(app.ctx.db, now);
      if (expired) app.log.info(`expired ${expired} unpaid order(s)`);
      const refunded = await processRefunds(app.ctx.db, app.payments.gateway, now);
      if (refunded) app.log.info(`sent ${refunded} refund(s) to the gateway`);
      await sendOrderNotices(app.ctx.db, { sms: app.ctx.sms, mailer: app.ctx.mailer }, now);
    });
  },
  { name: 'commerce-sweep', dependencies: ['context'] },
);
