// The consult bench's clients, in their own process (forked by consult-bench.ts), so that the API process's CPU and
// memory are the API's alone and the load generator does not share its event loop. Plain JavaScript: Node runs it as is.
//
// Messages from the parent: { type: 'connect', url, pairs: [{ id, userToken, astroToken }] } then
// { type: 'phase', pauseMs, messages, tag } (each answered with its latencies' summary), then { type: 'close' }.
import { io } from 'socket.io-client';

let url = '';
/** @type {Array<{ id: string, user: import('socket.io-client').Socket, astro: import('socket.io-client').Socket }>} */
const pairs = [];

const socket = (token) => new Promise((resolve, reject) => {
  const c = io(url, { path: '/socket.io', addTrailingSlash: false, transports: ['websocket'], extraHeaders: { cookie: `nk_session=${token}` }, reconnection: false });
  c.once('connect', () => resolve(c));
  c.once('connect_error', reject);
});
const join = (c, id) => new Promise((resolve, reject) => c.emit('session:join', { session_id: id, after_seq: 0 }, (r) => (r.ok ? resolve() : reject(new Error(r.message)))));

async function connectAll(list) {
  // a few at a time, as users arrive
  for (let i = 0; i < list.length; i += 50) {
    await Promise.all(list.slice(i, i + 50).map(async (p) => {
      const [user, astro] = await Promise.all([socket(p.userToken), socket(p.astroToken)]);
      await Promise.all([join(user, p.id), join(astro, p.id)]);
      pairs.push({ id: p.id, user, astro });
    }));
  }
}

/** Each session sends `messages` messages, alternating sides, `pauseMs` apart (0: the next as soon as delivered). */
async function phase({ pauseMs, messages, tag }) {
  const latencies = [];
  const started = performance.now();
  await Promise.all(pairs.map(async ({ id, user, astro }, i) => {
    if (pauseMs) await new Promise((r) => setTimeout(r, (i * pauseMs) / pairs.length)); // senders spread over the pause
    for (let m = 0; m < messages; m++) {
      const [from, to] = m % 2 === 0 ? [user, astro] : [astro, user];
      const clientId = `bench-${tag}-${id.slice(0, 8)}-${m}`;
      const t0 = performance.now();
      const arrived = new Promise((resolve) => {
        const on = (msg) => { if (msg.client_id === clientId) { to.off('message:new', on); resolve(); } };
        to.on('message:new', on);
      });
      from.emit('message:send', { session_id: id, client_id: clientId, text: `message ${m} of the benchmark` }, () => {});
      await arrived;
      latencies.push(performance.now() - t0);
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { messages: latencies.length, seconds, perSecond: latencies.length / seconds, p50: pct(50), p99: pct(99), max: latencies[latencies.length - 1] };
}

process.on('message', async (m) => {
  try {
    if (m.type === 'connect') {
      url = m.url;
      await connectAll(m.pairs);
      process.send({ ok: { connected: pairs.length * 2 } });
    } else if (m.type === 'phase') {
      process.send({ ok: await phase(m) });
    } else if (m.type === 'close') {
      for (const p of pairs) { p.user.disconnect(); p.astro.disconnect(); }
      process.exit(0);
    }
  } catch (err) {
    process.send({ error: String(err?.stack ?? err) });
  }
});
