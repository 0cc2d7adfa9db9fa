import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, hkdfSync, createDecipheriv, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { build, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';

/**
 * A local push service speaking the Web Push protocol (RFC 8030) over TLS: it checks the VAPID JWT (RFC 8292,
 * ES256, audience = its origin) and decrypts the aes128gcm payload (RFC 8291) with the browser-side keys the test
 * holds, exactly as a browser vendor's service and the browser would.
 */
const b64u = (b: Buffer) => b.toString('base64url');
const received: Array<{ path: string; payload: unknown; ttl: string | undefined; jwt: Record<string, unknown> }> = [];
let gone = new Set<string>();
let server: https.Server;
let origin = '';
let t: TestApp;
const vapid = webpush.generateVAPIDKeys();

function decrypt(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPrivate.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const d = createDecipheriv('aes-128-gcm', cek, nonce);
  d.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([d.update(ciphertext.subarray(0, ciphertext.length - 16)), d.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('bad padding delimiter');
  return plain.subarray(0, end);
}

function checkVapid(header: string | undefined): Record<string, unknown> {
  const m = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  if (!m) throw new Error('no vapid authorization');
  const [h, p, s] = m[1].split('.');
  const k = Buffer.from(m[2], 'base64url');
  if (m[2] !== vapid.publicKey) throw new Error('unknown application server key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(k.subarray(1, 33)), y: b64u(k.subarray(33, 65)) }, format: 'jwk' });
  if (!verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'))) throw new Error('bad JWT signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
  if (claims.aud !== origin) throw new Error(`wrong audience ${String(claims.aud)}`);
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new Error('expired JWT');
  return claims;
}

// the browser side of each subscription
const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();

beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nk-push-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-days', '1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
  server = https.createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (gone.has(req.url!)) { res.writeHead(410).end(); return; }
        const jwt = checkVapid(req.headers.authorization);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const b = browsers.get(req.url!)!;
        received.push({ path: req.url!, payload: JSON.parse(decrypt(Buffer.concat(chunks), b.ecdh, b.auth).toString()), ttl: req.headers.ttl as string | undefined, jwt });
        res.writeHead(201).end();
      } catch (err) {
        res.writeHead(400).end((err as Error).message);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await build({ env: { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:ops@nakshatra.test', PUSH_CA_FILE: path.join(dir, 'cert.pem'), PUSH_ALLOW_LOOPBACK: 'true', CONSULT_TICK_MS: '0' } });
});
afterAll(async () => { await t.close(); server.close(); });

async function subscribe(cookies: Record<string, string>, name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  browsers.set(`/push/${name}`, { ecdh, auth });
  const res = await t.app.inject({ method: 'POST', url: '/api/push/subscribe', cookies, payload: { endpoint: `${origin}/push/${name}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('web push (VAPID, aes128gcm) through /api/send_notification_fcm', () => {
  it('delivers an encrypted, signed notification the push service verifies and the browser decrypts', async () => {
    const user = await signedInUser(t.app);
    const admin = await signedInUser(t.app, 'admin');
    await subscribe(user.cookies, 'phone-1');
    await subscribe(user.cookies, 'laptop-1');
    expect((await t.app.inject({ method: 'GET', url: '/api/push/public_key' })).json().data.public_key).toBe(vapid.publicKey);
    const res = await t.app.inject({ method: 'POST', url: '/api/send_notification_fcm', cookies: admin.cookies, payload: { user_id: user.user.id, title: 'Pandit Raghav Sharma is online', body: 'Available for chat now.', url: '/astrology-services/chat-with-astrologer' } });
    expect(res.json().data).toEqual({ sent: 2, removed: 0, enabled: true });
    expect(received.map((r) => r.path).sort()).toEqual(['/push/laptop-1', '/push/phone-1']);
    expect(received[0].payload).toEqual({ title: 'Pandit Raghav Sharma is online', body: 'Available for chat now.', url: '/astrology-services/chat-with-astrologer' });
    expect(received[0].jwt.sub).toBe('mailto:ops@nakshatra.test');
    expect(received[0].ttl).toBe('120');
  });

  it('forgets subscriptions the push service says are gone (410), and refuses users who are not admins', async () => {
    const user = await signedInUser(t.app);
    await subscribe(user.cookies, 'old-browser');
    gone = new Set(['/push/old-browser']);
    const admin = await signedInUser(t.app, 'admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/send_notification_fcm', cookies: admin.cookies, payload: { user_id: user.user.id, title: 'Hello' } });
    expect(res.json().data).toMatchObject({ sent: 0, removed: 1 });
    const again = await t.app.inject({ method: 'POST', url: '/api/send_notification_fcm', cookies: admin.cookies, payload: { user_id: user.user.id, title: 'Hello' } });
    expect(again.json().data).toMatchObject({ sent: 0, removed: 0 });
    const byUser = await t.app.inject({ method: 'POST', url: '/api/send_notification_fcm', cookies: user.cookies, payload: { user_id: user.user.id, title: 'Spam' } });
    expect(byUser.statusCode).toBe(403);
  });
});
