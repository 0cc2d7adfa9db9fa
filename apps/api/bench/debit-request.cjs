// The request of wallet-bench.ts, run inside autocannon's worker thread (a worker needs a file, not a closure):
// a debit of ₹1 from the next wallet, with a new idempotency key each time. Wallet ids come in BENCH_WALLET_IDS.
const { randomUUID } = require('node:crypto');

const ids = (process.env.BENCH_WALLET_IDS || '').split(',');
let n = 0;

module.exports = function setupRequest(req) {
  return {
    ...req,
    body: JSON.stringify({ type: 'debit', user_id: ids[n++ % ids.length], amount_paise: 100, idempotency_key: `bench-${randomUUID()}`, category: 'consultation', description: 'Bench minute' }),
  };
};
