import { describe, expect, it } from 'vitest';
import { liveErrorText } from './errors';

const failure = (code: string, message: string, details?: unknown) => ({ error_status: 400, response: { status: 400, error: { code, message, ...(details ? { details } : {}) } } });

describe('sentences for failed live calls', () => {
  it('English pages show the API’s own sentence', () => {
    expect(liveErrorText(failure('live_exists', 'You already have a live on air. End it before starting another.'), 'en', 'fallback'))
      .toBe('You already have a live on air. End it before starting another.');
  });
  it('Hindi pages show the Hindi sentence for the code, with the admin’s price limits filled in', () => {
    expect(liveErrorText(failure('live_exists', 'x'), 'hi', 'fallback')).toBe('आपका एक लाइव पहले से चल रहा है। नया शुरू करने से पहले उसे समाप्त करें।');
    expect(liveErrorText(failure('price_out_of_limits', 'x', { min_price_paise: 1_000, max_price_paise: 20_050 }), 'hi', 'fallback'))
      .toBe('मंच पर कॉल की प्रति मिनट कीमत ₹10 से ₹200.50 के बीच होनी चाहिए।');
  });
  it('socket ack errors carry their code too; unknown codes and network failures give the fallback', () => {
    const ack = Object.assign(new Error('You are sending messages too quickly. Please wait a few seconds.'), { code: 'rate_limited' });
    expect(liveErrorText(ack, 'en', 'fallback')).toBe('You are sending messages too quickly. Please wait a few seconds.');
    expect(liveErrorText(ack, 'hi', 'fallback')).toBe('आप बहुत जल्दी-जल्दी भेज रहे हैं। कृपया कुछ सेकंड रुकें।');
    expect(liveErrorText(failure('something_new', 'x'), 'hi', 'fallback')).toBe('fallback');
    expect(liveErrorText(null, 'en', 'fallback')).toBe('fallback');
    expect(liveErrorText(new Error('offline'), 'en', 'fallback')).toBe('fallback');
  });
});
