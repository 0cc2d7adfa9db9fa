import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';

const base = { SESSION_SECRET: 'x'.repeat(40), SMS_PROVIDER: 'console' };

describe('configuration', () => {
  it('names what is missing', () => {
    expect(() => loadEnv({})).toThrow(ConfigError);
    expect(() => loadEnv({})).toThrow(/SESSION_SECRET: is missing[\s\S]*SMS_PROVIDER: is missing/);
  });

  it('refuses the development SMS provider and file mail in production', () => {
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/SMS_PROVIDER=console is for development only/);
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', DATABASE_URL: 'postgres://x@h/db' })).toThrow(/MAIL_TRANSPORT=file is for development only/);
  });

  it('requires the MSG91 credentials with SMS_PROVIDER=msg91 and DATABASE_URL in production', () => {
    expect(() => loadEnv({ ...base, SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY is required[\s\S]*MSG91_TEMPLATE_ID is required/);
    expect(() => loadEnv({ ...base, NODE_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://h' })).toThrow(/DATABASE_URL is required in production/);
  });

  it('accepts a complete production configuration with secure cookies', () => {
    const production = {
      ...base, NODE_ENV: 'production', SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://h',
      DATABASE_URL: 'postgres://x@h/db', REVALIDATE_SECRET: 'r'.repeat(32),
    };
    expect(() => loadEnv(production)).toThrow(/PAYMENT_GATEWAY=sandbox lets anyone "pay"/);
    const env = loadEnv({ ...production, PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', PAYMENT_WEBHOOK_SECRET: 'w' });
    expect(env.cookieSecure).toBe(true);
  });
});
