import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, newsletterSubscribers } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import type { Mail } from '../auth/mail/mailer.js';

describe('newsletter double opt-in', () => {
  const clock = manualClock();
  let t: TestApp;
  const sent: Mail[] = [];
  beforeAll(async () => {
    t = await build({ clock });
    const original = t.app.ctx.mailer.send.bind(t.app.ctx.mailer);
    (t.app.ctx.mailer as { send: (m: Mail) => Promise<void> }).send = async (m) => { sent.push(m); await original(m); };
  });
  afterAll(async () => { await t.close(); });

  const subscribe = (email: string, lang?: string) => t.app.inject({ method: 'POST', url: '/api/send_subscribe_email', payload: { email, ...(lang ? { lang } : {}) } });
  const verify = (token: string) => t.app.inject({ method: 'PUT', url: `/api/verify-email/${token}` });
  const tokenIn = (m: Mail) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(m.text)![1];
  const status = async (email: string) => (await t.dbh.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]?.status;

  it('mails a link to the verify page and confirms with an empty PUT', async () => {
    const res = await subscribe('Reader@Example.com');
    expect(res.statusCode).toBe(200);
    expect(await status('reader@example.com')).toBe('pending');
    const mail = sent.at(-1)!;
    expect(mail.to).toBe('reader@example.com');
    expect(mail.text).toContain(`${t.env.PUBLIC_ORIGIN}/verify-email/`);
    const token = tokenIn(mail);
    const [row] = await t.dbh.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'reader@example.com'));
    expect(row.tokenHash).not.toContain(token); // only the hash is stored
    const ok = await verify(token);
    expect(ok.statusCode).toBe(200);
    expect(await status('reader@example.com')).toBe('confirmed');
    expect((await verify(token)).statusCode).toBe(404); // single use
  });

  it('refuses an expired link, and a new subscription sends a fresh one', async () => {
    await subscribe('late@example.com', 'hi');
    const mail = sent.at(-1)!;
    expect(mail.subject).toMatch(/पुष्टि/);
    clock.advance(t.env.NEWSLETTER_TOKEN_HOURS * 3600_000 + 1000);
    const expired = await verify(tokenIn(mail));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: 'token_expired', message: 'This confirmation link has expired. Please subscribe again to get a new one.' });
    await subscribe('late@example.com');
    expect((await verify(tokenIn(sent.at(-1)!))).statusCode).toBe(200);
  });

  it('answers the same for known addresses, limits resends, and rejects bad input', async () => {
    const count = sent.length;
    expect((await subscribe('reader@example.com')).json()).toEqual((await subscribe('someone-new@example.com')).json());
    expect(sent.length).toBe(count + 1); // the confirmed reader gets nothing
    await subscribe('someone-new@example.com');
    expect(sent.length).toBe(count + 1); // no second mail within 10 minutes
    const bad = await subscribe('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a valid e-mail address.');
    expect((await verify('short')).statusCode).toBe(404);
    expect((await verify('x'.repeat(43))).json().error.code).toBe('token_invalid');
  });
});
