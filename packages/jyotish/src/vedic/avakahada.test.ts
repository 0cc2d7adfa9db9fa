import { describe, expect, it } from 'vitest';
import { avakahada, avakahadaFromLongitudes } from './avakahada.js';
import { TEST_CHART } from './test-chart.js';

describe('avakahada', () => {
  it('hand-checked: Moon 15° Vrishabha (Rohini pada 2), Karka lagna', () => {
    const a = avakahada(TEST_CHART);
    expect(a.moon.nakshatra).toBe(4);
    expect(a.varna.value).toBe('Vaishya');
    expect(a.vashya.value).toBe('Chatushpada');
    expect(a.yoni.value).toBe('Serpent');
    expect(a.gana.value).toBe('Manushya');
    expect(a.nadi.value).toBe('Antya');
    expect(a.tatva).toEqual({ en: 'Prithvi', hi: 'पृथ्वी' });
    expect(a.paya).toMatchObject({ value: 'Swarna', moonHouseFromLagna: 11 }); // Moon 11th from lagna
    expect(a.namakshar).toMatchObject({ en: 'Va', hi: 'वा' });
    expect(a.rashiLord).toBe('Venus');
    expect(a.nakshatraLord).toBe('Moon');
    expect(a.ascendantLord).toBe('Moon');
    expect(a.yunja.value).toBe('Purva');
  });
  it('vashya splits Dhanu at 15°', () => {
    expect(avakahadaFromLongitudes(240 + 14.9, 0).vashya.value).toBe('Manava');
    expect(avakahadaFromLongitudes(240 + 15.1, 0).vashya.value).toBe('Chatushpada');
  });
  it('Ashwini pada 1 gives Chu / चु; Revati pada 4 gives Chi / ची', () => {
    expect(avakahadaFromLongitudes(1, 0).namakshar.hi).toBe('चु');
    expect(avakahadaFromLongitudes(359.9, 0).namakshar).toMatchObject({ en: 'Chi', hi: 'ची' });
  });
});
