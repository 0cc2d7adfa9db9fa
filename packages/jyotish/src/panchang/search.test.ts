import { describe, expect, it } from 'vitest';
import { ekadashis, festivals, findFestival, sankrantis } from './search.js';
import { JyotishError } from '../errors.js';

const delhi2024 = { from: '2024-01-01', to: '2024-12-31', lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' };

describe('panchang range searches', () => {
  it('dates the major 2024 festivals for Delhi as published panchangs do', () => {
    const byKey = Object.fromEntries(festivals(delhi2024).map((e) => [e.key, e.date]));
    expect(byKey['makar-sankranti']).toBe('2024-01-15');
    expect(byKey['maha-shivaratri']).toBe('2024-03-08');
    expect(byKey['holi']).toBe('2024-03-25');
    expect(byKey['ram-navami']).toBe('2024-04-17');
    expect(byKey['raksha-bandhan']).toBe('2024-08-19');
    expect(byKey['janmashtami']).toBe('2024-08-26');
    expect(byKey['ganesh-chaturthi']).toBe('2024-09-07');
    expect(byKey['dussehra']).toBe('2024-10-12');
  });

  it('finds every Ekadashi (25 in 2024, two per lunar month) and 12 sankrantis', () => {
    const e = ekadashis(delhi2024);
    expect(e).toHaveLength(25);
    expect(e.map((x) => x.date)).toContain('2024-11-12');
    const s = sankrantis(delhi2024);
    expect(s).toHaveLength(12);
    expect(s[0].name).toBe('Makara Sankranti');
  });

  it('returns empty lists and null when nothing falls in the window', () => {
    const w = { ...delhi2024, from: '2024-01-02', to: '2024-01-03' };
    expect(ekadashis(w)).toEqual([]);
    expect(findFestival(w, 'diwali')).toBeNull();
  });

  it('rejects a reversed range', () => {
    expect(() => ekadashis({ ...delhi2024, from: '2024-02-01', to: '2024-01-01' })).toThrow(JyotishError);
  });
});
