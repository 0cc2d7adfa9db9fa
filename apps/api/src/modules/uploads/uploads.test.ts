import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { build, type TestApp } from '../../test/build.js';
import { adminSession, userSession } from '../content/test-fixtures.js';

/** A multipart/form-data body with one file part. */
function multipartBody(file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const boundary = `----nk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });

/** A 1-second 8 kHz mono 8-bit WAV of silence. */
function wav(): Buffer {
  const data = Buffer.alloc(8000, 128);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0); h.writeUInt32LE(36 + data.length, 4); h.write('WAVE', 8); h.write('fmt ', 12);
  h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22); h.writeUInt32LE(8000, 24); h.writeUInt32LE(8000, 28); h.writeUInt16LE(1, 32); h.writeUInt16LE(8, 34);
  h.write('data', 36); h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

describe('uploads', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await build();
    admin = (await adminSession(t)).sid;
    user = (await userSession(t)).sid;
  });
  afterAll(async () => { await t.close(); });

  const upload = (sid: string | null, file: Buffer, query = '', name?: string, type?: string) => {
    const { payload, headers } = multipartBody(file, name, type);
    return t.app.inject({ method: 'POST', url: `/upload${query}`, payload, headers, ...(sid ? { cookies: { nk_session: sid } } : {}) });
  };
  const fetchFile = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('re-encodes a JPEG to WebP with responsive widths, served with long caching and nosniff', async () => {
    const res = await upload(admin, await picture(1600, 900).jpeg().toBuffer());
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ url: expect.stringMatching(/^\/upload\/[0-9a-f]{32}\.webp$/), width: 1600, height: 900 });
    expect(data.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1080, 1600]);
    const got = await fetchFile(data.url);
    expect(got.statusCode).toBe(200);
    expect(got.headers).toMatchObject({ 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    expect((await sharp(got.rawPayload).metadata()).format).toBe('webp');
    const small = await fetchFile(data.variants[0].url);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
  });

  it('removes EXIF and GPS, and keeps the orientation', async () => {
    const input = await picture(400, 200).jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '83/1 0/1 0/1' } })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from('SpyCam'))).toBe(true);
    const rotated = await sharp(input).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const res = await upload(admin, rotated);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ width: 200, height: 400 });
    for (const v of res.json().data.variants) {
      const file = (await fetchFile(v.url)).rawPayload;
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.includes(Buffer.from('SpyCam'))).toBe(false);
      expect(file.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('accepts PNG and WebP by their bytes, whatever the file name says', async () => {
    expect((await upload(admin, await picture(300, 300).png().toBuffer(), '', 'x.gif', 'image/gif')).statusCode).toBe(200);
    expect((await upload(admin, await picture(300, 300).webp().toBuffer(), '', 'x.txt', 'text/plain')).statusCode).toBe(200);
  });

  it('refuses wrong magic bytes: GIF, SVG, HTML, a PDF named .jpg', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const file of [gif, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('<html><script>alert(1)</script></html>'), Buffer.from('%PDF-1.4\n...')]) {
      const res = await upload(admin, file, '', 'photo.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe('upload_unsupported_type');
    }
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(user, big, '?purpose=avatar');
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'upload_too_large', message: 'The file is too large; pictures can be at most 5 MB.' });
    const asAdmin = await upload(admin, big);
    expect(asAdmin.statusCode).toBe(413);
    expect(asAdmin.json().error.code).toBe('upload_too_large');
  });

  it('refuses more than 25 megapixels before decoding', async () => {
    const huge = await picture(6000, 5000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await upload(admin, huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('upload_too_many_pixels');
  });

  it('defuses polyglots', async () => {
    // a real JPEG with HTML appended: accepted, but the stored file is a fresh WebP without the payload
    const jpeg = await picture(320, 240).jpeg().toBuffer();
    const withHtml = Buffer.concat([jpeg, Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    const ok = await upload(admin, withHtml);
    expect(ok.statusCode).toBe(200);
    const stored = (await fetchFile(ok.json().data.url)).rawPayload;
    expect(stored.includes(Buffer.from('<script'))).toBe(false);
    // a PNG whose first bytes pretend to be a JPEG
    const png = await picture(320, 240).png().toBuffer();
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), png]);
    expect((await upload(admin, fakeJpeg)).json().error.code).toBe('upload_invalid');
    // JPEG magic followed by HTML
    const htmlJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect((await upload(admin, htmlJpeg)).json().error.code).toBe('upload_invalid');
    // a truncated JPEG
    expect((await upload(admin, jpeg.subarray(0, Math.floor(jpeg.length / 2)))).json().error.code).toBe('upload_invalid');
    // a WebP header around a GIF
    const riff = Buffer.concat([Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.from('GIF89a<script>alert(1)</script>')]);
    expect((await upload(admin, riff)).statusCode).toBe(400);
  });

  it('lets users upload only their profile picture (square), and visitors nothing', async () => {
    const jpeg = await picture(900, 600).jpeg().toBuffer();
    expect((await upload(null, jpeg)).statusCode).toBe(401);
    expect((await upload(user, jpeg, '?purpose=content')).statusCode).toBe(403);
    const avatar = await upload(user, jpeg);
    expect(avatar.statusCode).toBe(200);
    expect(avatar.json().data).toMatchObject({ width: 512, height: 512 });
    expect(avatar.json().data.variants.map((v: { width: number }) => v.width)).toEqual([128, 256, 512]);
    expect((await upload(user, wav())).statusCode).toBe(415);
  });

  it('takes an admin’s MP4 (a pooja proof video) and serves it with Range; users cannot upload video', async () => {
    // an ISO base media file: an 'ftyp' box (brand isom), then an empty 'mdat'
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2', 'latin1'), Buffer.from([0, 0, 0x03, 0xe8]), Buffer.from('mdat', 'latin1'), Buffer.alloc(1000 - 8, 7)]);
    const res = await upload(admin, mp4, '', 'proof.mp4', 'video/mp4');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url;
    expect(url).toMatch(/^\/upload\/video\/[0-9a-f]{32}\.mp4$/);
    const part = await fetchFile(url, { range: 'bytes=0-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.rawPayload.toString('latin1', 4, 8)).toBe('ftyp');
    expect((await upload(user, mp4, '?purpose=avatar', 'proof.mp4', 'video/mp4')).statusCode).toBe(415);
  });

  it('serves podcast audio with Range requests for seeking', async () => {
    const res = await upload(admin, wav(), '', 'ep.wav', 'audio/wav');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url;
    expect(url).toMatch(/^\/upload\/audio\/[0-9a-f]{32}\.wav$/);
    const whole = await fetchFile(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/wav', 'accept-ranges': 'bytes', 'content-length': '8044' });
    const part = await fetchFile(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': 'bytes 100-199/8044', 'content-length': '100' });
    expect(part.rawPayload.length).toBe(100);
    const tail = await fetchFile(url, { range: 'bytes=-44' });
    expect(tail.headers['content-range']).toBe('bytes 8000-8043/8044');
    const open = await fetchFile(url, { range: 'bytes=8000-' });
    expect(open.rawPayload.length).toBe(44);
    expect((await fetchFile(url, { range: 'bytes=9000-' })).statusCode).toBe(416);
  });

  it('never serves files outside the upload folder', async () => {
    for (const u of ['/upload/..%2F..%2Fetc%2Fpasswd', '/upload/%2e%2e%2fpackage.json', '/upload/audio/..%2F..%2Fsecret.wav', '/upload/x.html', '/upload/nothere.webp'])
      expect((await fetchFile(u)).statusCode, u).toBe(404);
  });
});
