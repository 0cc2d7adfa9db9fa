import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, eq } from '@nakshatra/db';
import { MAX_ADDRESSES } from '@nakshatra/shared';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { getOwnAddress } from './address-book.js';

type U = Awaited<ReturnType<typeof signedInUser>>;

const delhi = { name: 'Asha Verma', phone: '+91 98765 43210', line1: '12 Janpath', city: 'New Delhi', state: 'Delhi', postal_code: '110001' };
const mumbai = { name: 'Ravi Patil', phone: '9123456780', line1: '4 Dalal Street', city: 'Mumbai', state: 'Maharashtra', postal_code: '400001' };
const bengaluru = { name: 'Meera Rao', phone: '8012345678', line1: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', postal_code: '560001' };

describe('address book', () => {
  // the clock moves a second per address added, so "newest first" is well defined
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  const call = (u: U | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(u ? { cookies: u.cookies } : {}), ...(payload ? { payload } : {}) });
  const add = async (u: U, body: object) => {
    clock.advance(1000);
    const res = await call(u, 'POST', '/api/addresses', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const list = async (u: U) => (await call(u, 'GET', '/api/addresses')).json().data.items as Array<{ id: string; is_default: boolean; name: string }>;
  const refusal = async (u: U, body: object) => {
    const res = await call(u, 'POST', '/api/addresses', body);
    return { status: res.statusCode, code: res.json().error?.code, message: res.json().error?.message as string };
  };

  it('stores an Indian address with the phone normalised and the district from the PIN code; the first is the default', async () => {
    const u = await signedInUser(t.app);
    const a = await add(u, delhi);
    expect(a).toMatchObject({ name: 'Asha Verma', phone: '9876543210', state: 'Delhi', postal_code: '110001', country: 'IN', is_default: true, line2: null });
    expect(['Central Delhi', 'New Delhi']).toContain(a.district);
    const b = await add(u, { ...mumbai, district: 'made up' });
    expect(b).toMatchObject({ district: 'Mumbai', state: 'Maharashtra', is_default: false });
    // a district the PIN really has is kept as chosen
    const c = await add(u, { ...delhi, district: 'new delhi' });
    expect(c.district).toBe('New Delhi');
    const items = await list(u);
    expect(items.map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect(items.filter((x) => x.is_default)).toHaveLength(1);
  });

  it('accepts state names as people write them and stores the official one', async () => {
    const u = await signedInUser(t.app);
    expect((await add(u, { ...bengaluru, state: 'karnataka' })).state).toBe('Karnataka');
    expect((await add(u, { ...bengaluru, state: 'KA' })).state).toBe('Karnataka');
    expect((await add(u, { ...bengaluru, state: 'कर्नाटक' })).state).toBe('Karnataka');
  });

  it('refuses a state the PIN code is not in, naming the PIN’s state', async () => {
    const u = await signedInUser(t.app);
    expect(await refusal(u, { ...bengaluru, state: 'Maharashtra' })).toEqual({
      status: 400, code: 'address_invalid',
      message: 'PIN code 560001 is in Karnataka, not Maharashtra; please check the PIN code or choose Karnataka as the state.',
    });
    expect(await list(u)).toEqual([]);
  });

  it('refuses bad input with a sentence a user understands', async () => {
    const u = await signedInUser(t.app);
    const cases: Array<[object, string]> = [
      [{ ...delhi, postal_code: '999999' }, 'PIN code 999999 is not in India Post’s directory; please check it.'],
      [{ ...delhi, postal_code: '11001' }, 'A PIN code has 6 digits and does not start with 0, for example 110001.'],
      [{ ...delhi, postal_code: undefined }, 'Please enter the 6-digit PIN code.'],
      [{ ...delhi, phone: '12345' }, 'Please enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9), with or without +91.'],
      [{ ...delhi, phone: '5876543210' }, 'Please enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9), with or without +91.'],
      [{ ...delhi, name: 'A' }, 'Please enter the name of the person receiving the parcel (at least 2 characters).'],
      [{ ...delhi, name: 'A'.repeat(81) }, 'The name is too long (at most 80 characters).'],
      [{ ...delhi, line1: '  ' }, 'Please enter the house number and street (address line 1).'],
      [{ ...delhi, state: 'Atlantis' }, '“Atlantis” is not a state or union territory of India; please choose one from the list.'],
      [{ ...delhi, state: '' }, 'Please choose the state or union territory.'],
      [{ ...delhi, country: 'XX' }, 'Please choose a country (a two-letter code such as IN, US or AE).'],
      [{ ...delhi, country: 'GB', phone: '020 7946 0958' }, 'Please enter the phone number with its country code, for example +44 20 7946 0958.'],
    ];
    for (const [body, message] of cases) {
      const r = await refusal(u, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.message, JSON.stringify(body)).toBe(message);
    }
    expect(await list(u)).toEqual([]);
  });

  it('keeps addresses abroad with an international phone number', async () => {
    const u = await signedInUser(t.app);
    const a = await add(u, { name: 'Priya Shah', phone: '+44 20 7946 0958', line1: '10 Downing St', city: 'London', postal_code: 'sw1a 2aa', country: 'gb' });
    expect(a).toMatchObject({ phone: '+442079460958', country: 'GB', postal_code: 'SW1A 2AA', state: '', is_default: true });
    // Dubai has no postal codes
    const b = await add(u, { name: 'Priya Shah', phone: '00971 50 123 4567', line1: 'Tower 2, Marina', city: 'Dubai', state: 'Dubai', country: 'AE' });
    expect(b).toMatchObject({ phone: '+971501234567', postal_code: '', state: 'Dubai', country: 'AE' });
  });

  it('another user’s address is answered as missing, for every verb', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const mine = await add(a, delhi);
    for (const [method, url, body] of [
      ['PUT', `/api/addresses/${mine.id}`, mumbai],
      ['DELETE', `/api/addresses/${mine.id}`, undefined],
      ['POST', `/api/addresses/${mine.id}/default`, undefined],
    ] as const) {
      const res = await call(b, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('This address is not in your address book; please choose or add one.');
    }
    expect(await list(b)).toEqual([]);
    const [kept] = await list(a);
    expect(kept).toMatchObject({ id: mine.id, name: 'Asha Verma', is_default: true });
    await expect(getOwnAddress(t.app.ctx.db, b.user.id, mine.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(getOwnAddress(t.app.ctx.db, a.user.id, 'not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
    expect((await getOwnAddress(t.app.ctx.db, a.user.id, mine.id)).postalCode).toBe('110001');
    // signed out: no address book at all
    expect((await call(null, 'GET', '/api/addresses')).statusCode).toBe(401);
    // …and the server says so before it reads (and describes) a body
    expect((await call(null, 'POST', '/api/addresses', { name: 1 })).statusCode).toBe(401);
    expect((await call(null, 'PUT', `/api/addresses/${mine.id}`, { name: 1 })).statusCode).toBe(401);
    expect((await call(a, 'PUT', '/api/addresses/123', mumbai)).json().error.message).toBe('That is not a valid address id.');
  });

  it('changes an address, moves the default, and promotes another when the default is deleted', async () => {
    const u = await signedInUser(t.app);
    const a = await add(u, delhi);
    const b = await add(u, mumbai);
    const c = await add(u, bengaluru);
    const changed = await call(u, 'PUT', `/api/addresses/${b.id}`, { ...mumbai, line2: 'Fort', name: 'Ravi S. Patil' });
    expect(changed.json().data).toMatchObject({ id: b.id, name: 'Ravi S. Patil', line2: 'Fort', is_default: false });
    const moved = await call(u, 'POST', `/api/addresses/${b.id}/default`);
    expect(moved.json().data.items.map((x: { id: string; is_default: boolean }) => [x.id, x.is_default])).toEqual([[b.id, true], [c.id, false], [a.id, false]]);
    // making a new address the default with is_default
    const d = await add(u, { ...bengaluru, is_default: true });
    expect((await list(u)).filter((x) => x.is_default).map((x) => x.id)).toEqual([d.id]);
    const after = await call(u, 'DELETE', `/api/addresses/${d.id}`);
    expect(after.statusCode).toBe(200);
    const items = after.json().data.items as Array<{ id: string; is_default: boolean }>;
    expect(items.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
    expect(items.filter((x) => x.is_default).map((x) => x.id)).toEqual([c.id]);
    expect((await call(u, 'DELETE', `/api/addresses/${d.id}`)).statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses and exactly one default, even when they arrive at once`, async () => {
    const u = await signedInUser(t.app);
    const results = await Promise.all(Array.from({ length: MAX_ADDRESSES + 3 }, (_, i) => call(u, 'POST', '/api/addresses', { ...delhi, line1: `House ${i}` })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_ADDRESSES);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect(r.json().error).toMatchObject({ code: 'conflict', message: `You can keep at most ${MAX_ADDRESSES} addresses; please delete one you no longer use.` });
    const rows = await t.app.ctx.db.select().from(addresses).where(eq(addresses.userId, u.user.id));
    expect(rows).toHaveLength(MAX_ADDRESSES);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });

  it('answers district and state for a PIN code, publicly', async () => {
    const pin = async (p: string) => t.app.inject({ method: 'GET', url: `/api/pincode/${p}` });
    expect((await pin('110001')).json().data).toEqual({ pin: '110001', district: 'Central Delhi', districts: ['Central Delhi', 'New Delhi'], state: 'Delhi', states: ['Delhi'], state_code: 'DL' });
    expect((await pin('400001')).json().data).toMatchObject({ district: 'Mumbai', state: 'Maharashtra', state_code: 'MH' });
    expect((await pin('560001')).json().data).toMatchObject({ district: 'Bangalore', state: 'Karnataka', state_code: 'KA' });
    const unknown = await pin('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('PIN code 999999 is not in India Post’s directory; please check it.');
    const bad = await pin('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('A PIN code has 6 digits and does not start with 0, for example 110001.');
  });

  it('lists the 28 states and 8 union territories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/states' });
    const states = res.json().data as Array<{ name: string; kind: string; code: string; gst_code: string }>;
    expect(states).toHaveLength(36);
    expect(states.filter((s) => s.kind === 'union_territory').map((s) => s.name)).toEqual([
      'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry',
    ]);
    expect(states.find((s) => s.name === 'Karnataka')).toMatchObject({ code: 'KA', gst_code: '29' });
    expect(new Set(states.map((s) => s.gst_code)).size).toBe(36);
  });
});
