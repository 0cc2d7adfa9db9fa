import { describe, expect, it } from 'vitest';
import { friendshipCompatibility, loveCompatibility, NumerologyError } from './index.js';

// Hand-checked (Pythagorean): RAHUL destiny R9+A1+H8+U3+L3 = 24 → 6 (Venus), soul urge A1+U3 = 4 (Rahu),
// personality R9+H8+L3 = 20 → 2 (Moon). PRIYA destiny P7+R9+I9+Y7+A1 = 33 (master, Venus), soul urge
// I9+A1 = 10 → 1 (Sun), personality P7+R9+Y7 = 23 → 5 (Mercury).
describe('loveCompatibility', () => {
  it('names only: soul urge Rahu–Sun mutual enemies 15 % of 40 = 6, destiny Venus–Venus 90 % of 35 = 32, personality Moon–Mercury mixed 45 % of 25 = 11', () => {
    const r = loveCompatibility({ nameA: 'Rahul', nameB: 'Priya' });
    expect(r.reasons.map((x) => [x.factor, x.points, x.maxPoints])).toEqual([
      ['soulUrge', 6, 40], ['destiny', 32, 35], ['personality', 11, 25],
    ]);
    expect(r.percent).toBe(49);
    expect(r.band).toEqual({ en: 'Average match', hi: 'सामान्य जोड़ी' });
    expect(r.numbersA).toEqual({ destiny: 6, soulUrge: 4, personality: 2 });
    expect(r.numbersB).toEqual({ destiny: 33, soulUrge: 1, personality: 5 });
    expect(r.usedMoonSigns).toBe(false);
  });

  it('with both moon signs: Aries (fire, Mars) and Leo (fire, Sun) add 20 + 20', () => {
    const r = loveCompatibility({ nameA: 'Rahul', nameB: 'Priya', moonSignA: 1, moonSignB: 5 });
    expect(r.reasons.map((x) => x.points)).toEqual([4, 18, 7, 20, 20]);
    expect(r.percent).toBe(69);
    expect(r.reasons[3].en).toBe('Moon signs Aries (fire) and Leo (fire): same element, 20/20');
    expect(r.reasons[4].hi).toBe('राशि स्वामी मंगल और सूर्य: परस्पर मित्र, 20/20');
  });

  it('the reasons always add up to the percentage, which stays in 0–100', () => {
    const names = ['Rahul', 'Priya', 'Amit Kumar', 'Sneha', 'Lynn', 'Aarav', 'Zoya Khan', 'राधा', 'Krishna'];
    for (const nameA of names) {
      for (const nameB of names) {
        for (const signs of [{}, { moonSignA: 4, moonSignB: 10 }, { moonSignA: 12, moonSignB: 12 }]) {
          for (const r of [loveCompatibility({ nameA, nameB, ...signs }), friendshipCompatibility({ nameA, nameB, ...signs })]) {
            expect(r.reasons.reduce((s, x) => s + x.points, 0)).toBe(r.percent);
            expect(r.reasons.reduce((s, x) => s + x.maxPoints, 0)).toBe(100);
            expect(r.percent).toBeGreaterThanOrEqual(0);
            expect(r.percent).toBeLessThanOrEqual(100);
          }
        }
      }
    }
  });

  it('is deterministic and symmetric', () => {
    const ab = loveCompatibility({ nameA: 'Amit', nameB: 'Sneha', moonSignA: 3, moonSignB: 7 });
    const ba = loveCompatibility({ nameA: 'Sneha', nameB: 'Amit', moonSignA: 7, moonSignB: 3 });
    expect(ab).toEqual(loveCompatibility({ nameA: 'Amit', nameB: 'Sneha', moonSignA: 3, moonSignB: 7 }));
    expect(ba.percent).toBe(ab.percent);
  });

  it('uses moon signs only when both are given', () => {
    expect(loveCompatibility({ nameA: 'Rahul', nameB: 'Priya', moonSignA: 1 }).usedMoonSigns).toBe(false);
  });

  it('refuses empty names and signs outside 1–12 with a NumerologyError', () => {
    expect(() => loveCompatibility({ nameA: ' ', nameB: 'Priya' })).toThrow(NumerologyError);
    expect(() => loveCompatibility({ nameA: 'Rahul', nameB: 'Priya', moonSignA: 13, moonSignB: 1 })).toThrow(/moon sign/);
    expect(() => friendshipCompatibility({ nameA: 'Rahul', nameB: 'Priya', moonSignA: 0, moonSignB: 1 })).toThrow(NumerologyError);
  });
});

describe('friendshipCompatibility', () => {
  it('weights personality most: Rahul and Priya score soul 4/25, destiny 32/35, personality 18/40 = 54', () => {
    const r = friendshipCompatibility({ nameA: 'Rahul', nameB: 'Priya' });
    expect(r.kind).toBe('friendship');
    expect(r.reasons.map((x) => x.points)).toEqual([4, 32, 18]);
    expect(r.percent).toBe(54);
    expect(r.band).toEqual({ en: 'Casual friends', hi: 'सामान्य मित्र' });
  });

  it('Taurus (earth, Venus) and Scorpio (water, Mars): complementary elements 16/20, neutral lords 12/20', () => {
    const r = friendshipCompatibility({ nameA: 'Rahul', nameB: 'Priya', moonSignA: 2, moonSignB: 8 });
    expect(r.reasons.slice(3).map((x) => x.points)).toEqual([16, 12]);
  });
});
