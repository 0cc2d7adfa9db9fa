import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, eq } from '@nakshatra/db';
import { build, type TestApp } from '../../test/build.js';
import { adminSession, userSession } from '../content/test-fixtures.js';

describe('support tickets', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });

  const open = (body: object, ip = '10.3.3.3') => t.app.inject({ method: 'POST', url: '/api/support/tickets', payload: body, remoteAddress: ip });

  it('creates a ticket the admin sees and answers (audited); users cannot read tickets', async () => {
    const res = await open({ name: 'Meera', contact: 'meera@example.com', message: 'My wallet recharge did not show up.' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const admin = await adminSession(t);
    const user = await userSession(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/support/tickets', cookies: { nk_session: user.sid } })).statusCode).toBe(403);
    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/support/tickets?status=open', cookies: { nk_session: admin.sid } })).json();
    expect(list.data[0]).toMatchObject({ id, name: 'Meera', status: 'open' });
    const answered = await t.app.inject({ method: 'PATCH', url: `/api/admin/support/tickets/${id}`, cookies: { nk_session: admin.sid }, payload: { answer: 'It is credited now.' } });
    expect(answered.json().data).toMatchObject({ status: 'answered', answer: 'It is credited now.' });
    expect((await t.dbh.db.select().from(auditLog).where(eq(auditLog.target, id)))[0]).toMatchObject({ action: 'admin.support.answer', actorUserId: admin.id });
  });

  it('validates with sentences and limits tickets per IP', async () => {
    const bad = await open({ name: 'A', contact: 'nowhere', message: 'Help me please with this.' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please enter a phone number or an e-mail address where we can reach you.');
    for (let i = 0; i < t.env.SUPPORT_TICKETS_PER_HOUR; i++) expect((await open({ name: 'B', contact: '9876543210', message: `Question number ${i} here.` }, '10.4.4.4')).statusCode).toBe(200);
    const over = await open({ name: 'B', contact: '9876543210', message: 'One more question here.' }, '10.4.4.4');
    expect(over.statusCode).toBe(429);
  });
});
