import { parseArgs } from 'node:util';
import { ConfigError, loadEnv } from '../env.js';
import { openConfiguredDb } from '../lib/open-database.js';
import { webhookSecret } from '../modules/payments/gateway.js';
import { razorpayGateway } from '../modules/payments/razorpay.js';
import { sandboxGateway } from '../modules/payments/sandbox.js';
import { reconcile } from '../modules/payments/reconcile.js';

const usage = 'Usage: npm run reconcile -- --from 2026-03-01 --to 2026-03-02 [--json]   (period [from, to), dates or ISO times)';

/** `npm run reconcile`: compares ledger and gateway records for a period and lists the mismatches (exit 1 if any). */
async function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean' } } });
  const from = new Date(values.from ?? '');
  const to = new Date(values.to ?? '');
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to) throw new ConfigError(usage);
  const env = loadEnv();
  const handle = await openConfiguredDb(env);
  try {
    const gateway = env.PAYMENT_GATEWAY === 'razorpay'
      ? razorpayGateway({ keyId: env.RAZORPAY_KEY_ID!, keySecret: env.RAZORPAY_KEY_SECRET!, baseUrl: env.RAZORPAY_BASE_URL, brandName: env.PAYMENT_BRAND_NAME })
      : sandboxGateway(handle.db, webhookSecret(env));
    const report = await reconcile(handle.db, gateway, from, to);
    if (values.json) console.log(JSON.stringify(report, null, 2));
    else {
      console.log(`Reconciliation ${report.from} → ${report.to} (${report.gateway}): ${report.gateway_payments} gateway payments, ${report.our_payments} of ours.`);
      if (!report.mismatches.length) console.log('No mismatches.');
      for (const m of report.mismatches) console.log(`- ${m.kind}${m.payment_id ? ` ${m.payment_id}` : ''}: ${m.note}${m.ours ? ` ours=${JSON.stringify(m.ours)}` : ''}${m.gateway ? ` gateway=${JSON.stringify(m.gateway)}` : ''}`);
    }
    process.exitCode = report.mismatches.length ? 1 : 0;
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
});
