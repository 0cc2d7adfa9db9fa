import fp from 'fastify-plugin';
import type { PaymentGateway } from './gateway.js';
import { webhookSecret } from './gateway.js';
import { razorpayGateway } from './razorpay.js';
import { sandboxGateway } from './sandbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment gateway and the secret its webhooks are signed with. */
    payments: { gateway: PaymentGateway; webhookSecret: string };
  }
}

/** Chooses the gateway once from the configuration (sandbox is refused in production by env.ts). */
export const paymentsPlugin = fp(
  async (app) => {
    const { env, db } = app.ctx;
    const secret = webhookSecret(env);
    const gateway =
      env.PAYMENT_GATEWAY === 'razorpay'
        ? razorpayGateway({ keyId: env.RAZORPAY_KEY_ID!, keySecret: env.RAZORPAY_KEY_SECRET!, baseUrl: env.RAZORPAY_BASE_URL, brandName: env.PAYMENT_BRAND_NAME })
        : sandboxGateway(db, secret);
    app.decorate('payments', { gateway, webhookSecret: secret });
  },
  { name: 'payments', dependencies: ['context'] },
);
