// The visitor's address as our web server saw it, for the X-Forwarded-For header it sends on to the API.
// A client must not be able to choose its own address: whatever forwarding headers it sends are replaced, unless the
// connection comes from a proxy we run ourselves (WEB_TRUSTED_PROXIES), whose own X-Forwarded-For names the client.

/** '::ffff:127.0.0.1' → '127.0.0.1'; other addresses unchanged. */
export function normalizeAddress(address) {
  if (!address) return '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** Parses WEB_TRUSTED_PROXIES ("127.0.0.1, ::1") into a set of normalised addresses. */
export function parseTrustedProxies(value) {
  return new Set(String(value ?? '').split(',').map((s) => normalizeAddress(s.trim())).filter(Boolean));
}

/**
 * The client's address: the peer of this connection, or, when that peer is a trusted proxy of ours, the last entry of
 * the X-Forwarded-For it sent (the one it added itself; earlier entries come from the client and prove nothing).
 */
export function clientAddress(peerAddress, forwardedFor, trusted) {
  const peer = normalizeAddress(peerAddress);
  if (trusted.has(peer) && forwardedFor) {
    const entries = String(forwardedFor).split(',').map((s) => s.trim()).filter(Boolean);
    const last = entries.at(-1);
    if (last) return normalizeAddress(last);
  }
  return peer;
}

/** Replaces the forwarding headers of an incoming request with what this hop knows (set, never appended). */
export function stampForwardingHeaders(req, trusted) {
  const fromOurProxy = trusted.has(normalizeAddress(req.socket.remoteAddress));
  req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted);
  const proto = fromOurProxy && typeof req.headers['x-forwarded-proto'] === 'string' ? req.headers['x-forwarded-proto'] : req.socket.encrypted ? 'https' : 'http';
  req.headers['x-forwarded-proto'] = proto;
  delete req.headers['forwarded'];
  delete req.headers['x-real-ip'];
  delete req.headers['x-client-ip'];
}
