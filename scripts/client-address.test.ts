import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { clientAddress, parseTrustedProxies, stampForwardingHeaders } from './client-address.mjs';

describe('the web server sets the client address the API sees', () => {
  const none = parseTrustedProxies('');
  it('ignores a forwarded address sent by the client itself', () => {
    expect(clientAddress('203.0.113.7', '10.9.9.9', none)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', '10.9.9.9, 1.2.3.4', none)).toBe('203.0.113.7');
  });
  it('believes only the last entry added by a proxy of ours', () => {
    const ours = parseTrustedProxies('127.0.0.1, ::1');
    expect(clientAddress('127.0.0.1', '10.9.9.9, 198.51.100.4', ours)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:127.0.0.1', '198.51.100.4', ours)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', undefined, ours)).toBe('127.0.0.1');
    // a stranger's connection is not believed even if a proxy of ours exists
    expect(clientAddress('203.0.113.7', '198.51.100.4', ours)).toBe('203.0.113.7');
  });
  it('replaces every forwarding header of the request (set, not appended)', () => {
    const req = { socket: { remoteAddress: '203.0.113.7', encrypted: false }, headers: { 'x-forwarded-for': '10.9.9.9', 'x-real-ip': '10.9.9.9', forwarded: 'for=10.9.9.9', 'x-forwarded-proto': 'https' } as Record<string, string> };
    stampForwardingHeaders(req, none);
    expect(req.headers).toEqual({ 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'http' });
  });
});
