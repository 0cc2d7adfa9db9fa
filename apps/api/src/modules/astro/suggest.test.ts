import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';

describe('GET /api/get_suggest/{query}', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build(); });
  afterAll(async () => { await t.close(); });

  it('finds Prayagraj by its old name with coordinates and zone', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/get_suggest/${encodeURIComponent('allahabad')}` });
    expect(res.statusCode).toBe(200);
    const first = res.json().data[0];
    expect(first).toMatchObject({ name: 'Prayagraj', country: 'IN', zone: 'Asia/Kolkata' });
    expect(first.lat).toBeCloseTo(25.44, 1);
  });

  it('answers Hindi input and honours limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/get_suggest/${encodeURIComponent('वाराणसी')}?limit=3` });
    expect(res.json().data[0].name).toBe('Varanasi');
    expect(res.json().data.length).toBeLessThanOrEqual(3);
  });

  it('refuses a bad limit with a sentence', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_suggest/delhi?limit=500' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('limit must be between 1 and 20.');
  });
});
