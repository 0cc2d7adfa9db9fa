import fp from 'fastify-plugin';
import { consultSessions, consultSettings, eq, inArray, sql } from '@nakshatra/db';
import type { ConsultCtx } from './context.js';
import { END_AFTER_MS, finish, isDue, tick } from './meter.js';
import { meteredMs } from './view.js';

const HEARTBEAT_KEY = 'meter_heartbeat';
const HEARTBEAT_EVERY_MS = 5_000;
const STALE_AFTER_MS = 15_000;

/** Moves every open session's meter to now (one read of the open sessions; `tick` only where something is due). */
export async function tickAll(ctx: ConsultCtx, now = ctx.clock.now()): Promise<number> {
  const open = await ctx.db.select().from(consultSessions).where(inArray(consultSessions.status, ['requested', 'accepted', 'active']));
  let ticked = 0;
  for (const row of open) {
    if (!isDue(row, now)) continue;
    ticked++;
    await tick(ctx, row.id, now).catch((err) => ctx.log?.warn({ err, session: row.id }, 'consultation meter tick failed'));
  }
  return ticked;
}

async function beat(ctx: ConsultCtx, now: Date) {
  const value = { at: now.toISOString() };
  await ctx.db.insert(consultSettings).values({ key: HEARTBEAT_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: consultSettings.key, set: { value, updatedAt: now } });
}

/**
 * At boot: sessions whose sides have no live connection (on any API process) are marked away. When no process
 * was metering (the heartbeat is stale: the API was down), running meters are paused at the last heartbeat, so
 * the downtime is never charged; sessions then resume when both sides reconnect, or settle 2 minutes after the
 * heartbeat (at once if the API was down longer).
 */
export async function recoverOnBoot(ctx: ConsultCtx): Promise<{ open: number; paused: number }> {
  const now = ctx.clock.now();
  const [hb] = await ctx.db.select().from(consultSettings).where(eq(consultSettings.key, HEARTBEAT_KEY));
  const last = hb ? new Date((hb.value as { at: string }).at) : null;
  const stale = !last || now.getTime() - last.getTime() > STALE_AFTER_MS;
  const since = stale && last ? last : now;
  const open = await ctx.db.select().from(consultSessions).where(inArray(consultSessions.status, ['requested', 'accepted', 'active']));
  let paused = 0;
  for (const row of open) {
    if (stale && row.status === 'active' && row.meterResumedAt) {
      // charge minute boundaries up to the heartbeat, then stop the meter there
      await tick(ctx, row.id, since);
      const [fresh] = await ctx.db.select().from(consultSessions).where(eq(consultSessions.id, row.id));
      if (fresh.status === 'active' && fresh.meterResumedAt) {
        await ctx.db.update(consultSessions).set({ meterMs: meteredMs(fresh, since), meterResumedAt: null, version: sql`${consultSessions.version} + 1` }).where(eq(consultSessions.id, row.id));
        paused++;
      }
    }
    if (stale && now.getTime() - since.getTime() >= END_AFTER_MS) {
      // our outage outlasted the reconnect window: settle as of the last heartbeat (no side is to blame)
      await finish(ctx, row.id, 'server_settled', since);
      continue;
    }
    for (const side of ['user', 'astrologer'] as const) {
      if (await ctx.notify.connected(row.id, side)) continue;
      const col = side === 'user' ? consultSessions.userAwaySince : consultSessions.astrologerAwaySince;
      await ctx.db.update(consultSessions).set({ [side === 'user' ? 'userAwaySince' : 'astrologerAwaySince']: sql`coalesce(${col}, ${since.toISOString()}::timestamptz)`, version: sql`${consultSessions.version} + 1` })
        .where(eq(consultSessions.id, row.id));
    }
  }
  await tickAll(ctx, now);
  await beat(ctx, now);
  return { open: open.length, paused };
}

/** Runs the meter every CONSULT_TICK_MS once the API is ready (after the boot recovery), with a heartbeat. */
export const consultTickerPlugin = fp(
  async (app) => {
    const every = app.ctx.env.CONSULT_TICK_MS;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> | null = null;
    let lastBeat = 0;
    app.addHook('onReady', async () => {
      if (every <= 0) return;
      const r = await recoverOnBoot(app.consult);
      if (r.open) app.log.info(`consultations at boot: ${r.open} open, ${r.paused} meter(s) paused for the downtime`);
      timer = setInterval(() => {
        if (running) return;
        const now = app.consult.clock.now();
        running = tickAll(app.consult, now)
          .then(() => (now.getTime() - lastBeat >= HEARTBEAT_EVERY_MS ? beat(app.consult, now).then(() => { lastBeat = now.getTime(); }) : undefined))
          .catch((err) => app.log.error({ err }, 'consultation meter failed'))
          .finally(() => { running = null; });
      }, every);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'consult-ticker', dependencies: ['consult-realtime'] },
);
