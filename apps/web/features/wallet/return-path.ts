/**
 * `?return=` lets another feature (a consultation waiting for money) send the visitor back after a
 * recharge. Only same-origin paths are accepted: "/astrology-services/chat?x=1", never "//evil.example",
 * "/\\evil.example", "https://…" or "javascript:…".
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(raw)) return null;
  try {
    const base = 'http://same-origin.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base || url.pathname.startsWith('/api/')) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

const key = (orderId: string) => `rechargeReturn:${orderId}`;

/**
 * The gateway sends the browser to /successfull?order_id=… without our `return`, so the recharge page
 * remembers it for the order (this tab only) and the outcome page picks it up.
 */
export function rememberReturnPath(orderId: string, path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(key(orderId), path);
  } catch {
    // storage blocked: the outcome page then offers the wallet
  }
}

export function recallReturnPath(orderId: string): string | null {
  try {
    return safeReturnPath(window.sessionStorage.getItem(key(orderId)));
  } catch {
    return null;
  }
}
