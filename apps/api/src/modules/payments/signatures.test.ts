import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacHex, sameSignature } from './gateway.js';
import { razorpayGateway } from './razorpay.js';

/** Signatures made independently of the product's helpers: node's createHmac and published known answers. */
describe('payment signatures against independent values', () => {
  it('hmacHex gives RFC 4231 test case 2 (HMAC-SHA256, key "Jefe")', () => {
    expect(hmacHex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('the Checkout handler signature is HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    const gw = razorpayGateway({ keyId: 'rzp_test_x', keySecret: 'key-secret-123', baseUrl: 'http://127.0.0.1:9', brandName: 'Nakshatra' });
    const good = createHmac('sha256', 'key-secret-123').update('order_ABC|pay_XYZ').digest('hex');
    expect(gw.verifyPaymentSignature('order_ABC', 'pay_XYZ', good)).toBe(true);
    expect(gw.verifyPaymentSignature('order_ABC', 'pay_XYZ', good.toUpperCase())).toBe(true);
    // the other order of the fields, another secret, a truncated or non-hex signature: refused
    expect(gw.verifyPaymentSignature('order_ABC', 'pay_XYZ', createHmac('sha256', 'key-secret-123').update('pay_XYZ|order_ABC').digest('hex'))).toBe(false);
    expect(gw.verifyPaymentSignature('order_ABC', 'pay_XYZ', createHmac('sha256', 'other').update('order_ABC|pay_XYZ').digest('hex'))).toBe(false);
    expect(gw.verifyPaymentSignature('order_ABC', 'pay_XYZ', good.slice(0, 62))).toBe(false);
    expect(gw.verifyPaymentSignature('order_ABC', 'pay_XYZ', 'zz' + good.slice(2))).toBe(false);
  });

  it('sameSignature compares in constant time and refuses what is not hex of the same length', () => {
    const sig = createHmac('sha256', 's').update('d').digest('hex');
    expect(sameSignature(sig, sig)).toBe(true);
    expect(sameSignature(sig, undefined)).toBe(false);
    expect(sameSignature(sig, '')).toBe(false);
    expect(sameSignature(sig, `${sig}00`)).toBe(false);
  });
});
