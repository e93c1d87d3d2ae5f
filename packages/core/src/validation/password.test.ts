import { describe, expect, it } from 'vitest';
import { isStrongPassword, newPasswordSchema, passwordFormSchema, passwordRequirements } from './password.js';

const met = (pw: string, repeat = pw) => Object.fromEntries(passwordRequirements(pw, repeat).map((r) => [r.id, r.met]));

describe('passwordRequirements', () => {
  it.each([
    ['', '', { length: false, digit: false, specialOrUpper: false, match: false }],
    ['abcdefgh1', 'abcdefgh1', { length: true, digit: true, specialOrUpper: false, match: true }],
    ['abcdefg1', 'abcdefg1', { length: false, digit: true, specialOrUpper: false, match: true }],
    ['Abcdefghi', 'Abcdefghi', { length: true, digit: false, specialOrUpper: true, match: true }],
    ['abcdefgh!1', 'abcdefgh!1', { length: true, digit: true, specialOrUpper: true, match: true }],
    ['Øvreveien1', 'Øvreveien1', { length: true, digit: true, specialOrUpper: true, match: true }],
    ['abcdefgh 1', 'abcdefgh 1', { length: true, digit: true, specialOrUpper: false, match: true }],
    ['Abcdefgh1', 'Abcdefgh2', { length: true, digit: true, specialOrUpper: true, match: false }],
  ])('%j / %j', (pw, repeat, expected) => {
    expect(met(pw, repeat)).toEqual(expected);
  });

  it('labels the four requirements in Norwegian', () => {
    expect(passwordRequirements('', '').map((r) => r.label)).toEqual([
      'Minst 9 tegn',
      'Minst ett tall',
      'Minst ett spesialtegn eller én stor bokstav',
      'Passordene er like',
    ]);
  });
});

describe('isStrongPassword / newPasswordSchema', () => {
  it.each([
    ['Slakteweb2026!', true],
    ['slakteweb2026', false],
    ['Kort1!', false],
    ['A'.repeat(127) + '1', true],
    ['A'.repeat(128) + '1', false],
  ])('%s → %s', (pw, ok) => {
    expect(isStrongPassword(pw)).toBe(ok);
    expect(newPasswordSchema.safeParse(pw).success).toBe(ok);
  });

  it('says "Feltet må fylles ut" for an empty password', () => {
    const result = newPasswordSchema.safeParse('');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Feltet må fylles ut');
  });
});

describe('passwordFormSchema', () => {
  it('requires the current password only in change mode', () => {
    const input = { password: '', new_password: 'Slakteweb2026!', repeat_password: 'Slakteweb2026!' };
    const change = passwordFormSchema('change').safeParse(input);
    expect(change.success).toBe(false);
    expect(change.error?.issues[0]).toMatchObject({ path: ['password'], message: 'Feltet må fylles ut' });
    expect(passwordFormSchema('reset').safeParse(input).success).toBe(true);
  });
});
