import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { call, intake, setup } from './test-helpers.js';

let t: TestApp;
beforeAll(async () => { t = await build({ clock: manualClock(), env: { CONSULT_TICK_MS: '0' } }); });
afterAll(async () => t.close());

function multipart(file: Buffer) {
  const boundary = `----nk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="palm.png"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 40 } } }).png().toBuffer();
const uploadFor = async (cookies: Record<string, string>, purpose: string) =>
  t.app.inject({ method: 'POST', url: `/upload?purpose=${purpose}`, cookies, ...multipart(await png()) });

describe('a picture in the chat', () => {
  it('goes through the upload pipeline and is sent by its owner only', async () => {
    const s = await setup(t, { price: 1_000, balance: 10_000 });
    const id = (await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake })).json().data.id as string;
    expect((await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`)).statusCode).toBe(200);

    const up = await uploadFor(s.user.cookies, 'chat');
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().data.url as string;
    expect(url).toMatch(/^\/upload\/[a-z0-9-]+\.webp$/);
    const sent = await call(t, s.user.cookies, 'POST', '/api/create_message', { session_id: id, client_id: 'pic-000001', text: 'My palm', image_url: url });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ text: 'My palm', image_url: url });
    // the astrologer sees it in the transcript, and the file is served (re-encoded WebP)
    const list = (await call(t, s.astro.cookies, 'GET', `/api/consult/sessions/${id}/messages`)).json().data as Array<{ image_url: string | null }>;
    expect(list.map((m) => m.image_url)).toContain(url);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    // someone else's upload, a profile picture, or a made-up name: refused with a sentence, nothing stored
    const stranger = await signedInUser(t.app);
    const theirs = (await uploadFor(stranger.cookies, 'chat')).json().data.url as string;
    const avatar = (await uploadFor(s.user.cookies, 'avatar')).json().data.url as string;
    for (const [n, bad] of [theirs, avatar, '/upload/0123456789abcdef0123456789abcdef.webp'].entries()) {
      const res = await call(t, s.user.cookies, 'POST', '/api/create_message', { session_id: id, client_id: `pic-00000${n + 2}`, image_url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe('Attach a picture you uploaded for this chat.');
    }
    const after = (await call(t, s.user.cookies, 'GET', `/api/consult/sessions/${id}/messages`)).json().data as unknown[];
    expect(after).toHaveLength(list.length);
  });
});
