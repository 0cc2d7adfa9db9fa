import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/build.js';
import { signedInUser } from '../modules/wallet/testing.js';

/** Every route as registered, with path parameters filled with a well-formed but unknown value. */
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '00000000-0000-4000-8000-000000000000' : 'x'));
const methodsOf = (m: string | string[]) => (Array.isArray(m) ? m : [m]).filter((x) => x !== 'HEAD' && x !== 'OPTIONS');
const withBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH';

describe('the server decides who you are before it reads what you sent', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });

  it('every guarded route answers 401 to an anonymous caller with a bad body, never 400 naming fields', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const r of guarded) {
      for (const method of methodsOf(r.method)) {
        const res = await t.app.inject({ method: method as 'GET', url: `${concrete(r.url)}?page=-5&limit=abc`, ...(withBody(method) ? { payload: { bogus: true, amount: 'lots' } } : {}) });
        if (res.statusCode !== 401) wrong.push(`${method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('admin and astrologer routes answer 403 to a signed-in user of another kind before validating', async () => {
    const user = await signedInUser(t.app);
    const wrong: string[] = [];
    for (const r of t.app.routeAccess.filter((x) => x.access === 'admin' || x.access === 'astrologer')) {
      for (const method of methodsOf(r.method)) {
        const res = await t.app.inject({ method: method as 'GET', url: `${concrete(r.url)}?page=-5`, cookies: user.cookies, ...(withBody(method) ? { payload: { bogus: true } } : {}) });
        if (res.statusCode !== 403) wrong.push(`${method} ${r.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no handler that needs a signed-in account is registered as public', () => {
    const leaks = t.app.routeAccess
      .filter((r) => r.access === 'public' && /require(User|Admin)\(|ownAstrologer\(/.test(String(r.handler)))
      .map((r) => `${String(r.method)} ${r.url}`);
    expect(leaks).toEqual([]);
  });
});
