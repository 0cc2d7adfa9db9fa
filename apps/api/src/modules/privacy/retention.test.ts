import { auditLog, eq, otpChallenges, sessions, users } from '@nakshatra/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { retentionRules, runRetention } from './retention.js';

const DAY = 86_400_000;

describe('retention: what has outlived its purpose is deleted, the rest stays', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });

  it('deletes old codes, ended sessions and old sign-in records, and keeps live ones and admin actions', async () => {
    const db = t.app.ctx.db;
    const now = new Date('2026-06-01T00:00:00Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const [u] = await db.insert(users).values({ type: 'user', phone: '9000000555' }).returning();

    await db.insert(otpChallenges).values([
      { channel: 'sms', destination: '9000000555', audience: 'user', codeHash: 'x', createdAt: ago(3), expiresAt: ago(2.99) },
      { channel: 'sms', destination: '9000000555', audience: 'user', codeHash: 'y', createdAt: ago(0.1), expiresAt: ago(0.09) },
    ]);
    await db.insert(sessions).values([
      { tokenHash: 'revoked-long-ago', userId: u!.id, createdAt: ago(60), lastSeenAt: ago(45), expiresAt: new Date(now.getTime() + 10 * DAY), revokedAt: ago(45) },
      { tokenHash: 'expired-long-ago', userId: u!.id, createdAt: ago(90), lastSeenAt: ago(70), expiresAt: ago(60) },
      { tokenHash: 'revoked-recently', userId: u!.id, createdAt: ago(5), lastSeenAt: ago(2), expiresAt: new Date(now.getTime() + 20 * DAY), revokedAt: ago(2) },
      { tokenHash: 'active', userId: u!.id, createdAt: ago(1), lastSeenAt: ago(0.5), expiresAt: new Date(now.getTime() + 29 * DAY) },
    ]);
    await db.insert(auditLog).values([
      { action: 'auth.otp.verified', target: u!.id, ip: '203.0.113.1', createdAt: ago(200) },
      { action: 'auth.otp.failed', target: u!.id, ip: '203.0.113.1', createdAt: ago(181) },
      { action: 'auth.otp.verified', target: u!.id, ip: '203.0.113.1', createdAt: ago(10) },
      { action: 'admin.user.update', target: u!.id, createdAt: ago(400) },
    ]);

    expect(await runRetention(db, now)).toEqual({ otpChallenges: 1, sessions: 2, signInRecords: 2 });
    expect((await db.select().from(otpChallenges).where(eq(otpChallenges.destination, '9000000555'))).map((c) => c.codeHash)).toEqual(['y']);
    expect((await db.select().from(sessions).where(eq(sessions.userId, u!.id))).map((s) => s.tokenHash).sort()).toEqual(['active', 'revoked-recently']);
    const left = await db.select().from(auditLog).where(eq(auditLog.target, u!.id));
    expect(left.map((a) => a.action).sort()).toEqual(['admin.user.update', 'auth.otp.verified']);
    // running again changes nothing
    expect(await runRetention(db, now)).toEqual({ otpChallenges: 0, sessions: 0, signInRecords: 0 });
  });

  it('states what, how long and why for every rule', () => {
    expect(retentionRules.map((r) => r.keepDays)).toEqual([1, 30, 180]);
    for (const r of retentionRules) expect(r.why.length).toBeGreaterThan(30);
  });
});
