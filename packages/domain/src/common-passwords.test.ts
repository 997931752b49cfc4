import { describe, it, expect } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

describe('common passwords list', () => {
  it('has 1,000 entries, distinct regardless of case, without blanks', () => {
    expect(COMMON_PASSWORDS).toHaveLength(1000);
    expect(new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase())).size).toBe(1000);
    for (const p of COMMON_PASSWORDS) expect(p).toMatch(/^\S+$/);
  });

  it('starts with the most common one', () => {
    expect(COMMON_PASSWORDS.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it.each([
    ['123456', true],
    ['password', true],
    ['qwerty', true],
    ['111111', true],
    ['iloveyou', true],
    ['ILoveYou', true],
    ['juventus', true],
    ['Napoli', true],
    ['francesca', true],
    ['P@ssw0rd', true],
    ['Spesa2024#', false],
    ['Xk9#mQ2!vL', false],
  ])('isCommonPassword(%s) = %s', (password, common) => {
    expect(isCommonPassword(password)).toBe(common);
  });
});
