import { describe, expect, it } from 'vitest';
import { numerology, NumerologyError } from './index.js';
import { reduceNumber } from './reduce.js';

describe('reduceNumber', () => {
  it('writes every step and keeps master numbers', () => {
    expect(reduceNumber(48)).toEqual({ value: 3, isMaster: false, steps: '48 → 4+8 = 12 → 1+2 = 3' });
    expect(reduceNumber(29)).toEqual({ value: 11, isMaster: true, steps: '29 → 2+9 = 11 (master)' });
    expect(reduceNumber(22)).toEqual({ value: 22, isMaster: true, steps: '22 (master)' });
    expect(reduceNumber(29, false).value).toBe(2);
    expect(reduceNumber(7).steps).toBe('7');
  });
});

describe('numerology (Pythagorean), hand-checked for Rahul Sharma, 1990-05-14', () => {
  const r = numerology({ name: 'Rahul Sharma', birthDate: '1990-05-14', system: 'pythagorean' });

  it('life path: every digit of the date summed, master 11 kept', () => {
    expect(r.lifePath).toMatchObject({ value: 11, root: 2, isMaster: true, graha: 'Moon' });
    expect(r.lifePath.steps).toBe('1990-05-14 → 1+9+9+0 + 0+5 + 1+4 = 29 → 2+9 = 11 (master)');
  });

  it('destiny: R9 A1 H8 U3 L3 + S1 H8 A1 R9 M4 A1 = 48 → 3', () => {
    expect(r.destiny.value).toBe(3);
    expect(r.destiny.steps).toBe('RAHUL SHARMA: R(9)+A(1)+H(8)+U(3)+L(3) + S(1)+H(8)+A(1)+R(9)+M(4)+A(1) = 48 → 4+8 = 12 → 1+2 = 3');
  });

  it('soul urge from vowels (A1 U3 + A1 A1 = 6) and personality from consonants (42 → 6)', () => {
    expect(r.soulUrge).toMatchObject({ value: 6, steps: 'RAHUL SHARMA: A(1)+U(3) + A(1)+A(1) = 6' });
    expect(r.personality).toMatchObject({ value: 6, steps: 'RAHUL SHARMA: R(9)+H(8)+L(3) + S(1)+H(8)+R(9)+M(4) = 42 → 4+2 = 6' });
  });

  it('birthday 14 → 5, and lucky items from root 5 (Mercury): numbers 1, 5, 6, green, Wednesday', () => {
    expect(r.birthday).toMatchObject({ value: 5, steps: '14 → 1+4 = 5', graha: 'Mercury' });
    expect(r.lucky.basedOn).toBe(5);
    expect(r.lucky.numbers).toEqual([1, 5, 6]);
    expect(r.lucky.colours[0]).toEqual({ en: 'Green', hi: 'हरा' });
    expect(r.lucky.days.map((d) => d.en)).toEqual(['Wednesday', 'Friday']);
    expect(r.lucky.basis.en).toBe('Root number 5 (birthday 14 → 1+4 = 5), ruled by Mercury');
    expect(r.lucky.basis.hi).toContain('मूलांक 5');
  });
});

describe('numerology (Chaldean)', () => {
  it('uses Chaldean letter values: RAHUL = R2 A1 H5 U6 L3 = 17 → 8', () => {
    const r = numerology({ name: 'Rahul', birthDate: '1990-05-14', system: 'chaldean' });
    expect(r.destiny.steps).toBe('RAHUL: R(2)+A(1)+H(5)+U(6)+L(3) = 17 → 1+7 = 8');
    expect(r.lifePath.value).toBe(11); // the date does not depend on the system
  });

  it('accepts a Hindi name by transliterating it, and says so', () => {
    const r = numerology({ name: 'राहुल', birthDate: '1990-05-14', system: 'chaldean' });
    expect(r.name).toBe('RAHUL');
    expect(r.nameNote).toBe('राहुल → RAHUL');
    expect(r.destiny.value).toBe(8);
  });
});

describe('numerology edge cases', () => {
  it('counts Y as a vowel only in a word with no other vowel', () => {
    // LYNN: Y is the only vowel → soul urge Y(7) = 7; personality L3 N5 N5 = 13 → 4.
    const r = numerology({ name: 'Lynn', birthDate: '2000-01-01', system: 'pythagorean' });
    expect(r.soulUrge.value).toBe(7);
    expect(r.personality.steps).toBe('LYNN: L(3)+N(5)+N(5) = 13 → 1+3 = 4');
  });

  it('ignores accents, case and punctuation in names', () => {
    const a = numerology({ name: 'José  D’Souza', birthDate: '1985-12-31', system: 'pythagorean' });
    expect(a.name).toBe('JOSE D SOUZA');
    expect(a.destiny.value).toBe(numerology({ name: 'jose d souza', birthDate: '1985-12-31' }).destiny.value);
  });

  it('keeps 22 and 33 as master numbers: birthday 22 and life path of 1999-09-09 (= 46 → 10 → 1)', () => {
    expect(numerology({ name: 'A', birthDate: '1990-01-22' }).birthday).toMatchObject({ value: 22, isMaster: true, root: 4 });
    expect(numerology({ name: 'A', birthDate: '1999-09-09' }).lifePath.steps).toBe('1999-09-09 → 1+9+9+9 + 0+9 + 0+9 = 46 → 4+6 = 10 → 1+0 = 1');
  });

  it('is deterministic', () => {
    const input = { name: 'Priya Verma', birthDate: '1995-08-17', system: 'chaldean' as const };
    expect(numerology(input)).toEqual(numerology(input));
  });

  it.each([
    [{ name: '', birthDate: '1990-05-14' }, 'INVALID_ARGUMENT'],
    [{ name: '123 !!', birthDate: '1990-05-14' }, 'INVALID_ARGUMENT'],
    [{ name: 'Rahul', birthDate: '1990-02-30' }, 'INVALID_DATE'],
    [{ name: 'Rahul', birthDate: '2023-02-29' }, 'INVALID_DATE'],
    [{ name: 'Rahul', birthDate: '14/05/1990' }, 'INVALID_DATE'],
    [{ name: 'Rahul', birthDate: '1990-13-01' }, 'INVALID_DATE'],
  ])('refuses %j with %s', (input, code) => {
    expect(() => numerology(input)).toThrow(NumerologyError);
    try {
      numerology(input);
    } catch (e) {
      expect((e as NumerologyError).code).toBe(code);
    }
  });

  it('accepts 29 February in a leap year', () => {
    expect(numerology({ name: 'Rahul', birthDate: '2000-02-29' }).birthday.value).toBe(11);
  });
});
