import { describe, expect, it } from 'vitest';
import { JyotishError } from '../errors.js';
import { VedicError } from './errors.js';
import { matchAshtakoota } from './match-ashtakoota.js';
import { vargaSign } from './divisional.js';

describe('VedicError', () => {
  it('is a JyotishError with code INVALID_ARGUMENT and a precise vedicCode', () => {
    try {
      matchAshtakoota({ nakshatra: 1, pada: 5 }, { nakshatra: 1, pada: 1 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(JyotishError);
      expect(e).toBeInstanceOf(VedicError);
      expect((e as VedicError).code).toBe('INVALID_ARGUMENT');
      expect((e as VedicError).vedicCode).toBe('INVALID_PADA');
      expect((e as Error).message).toBe('Pada must be an integer from 1 to 4, got 5.');
    }
    expect(() => vargaSign(10, 11)).toThrow(VedicError);
  });
});
