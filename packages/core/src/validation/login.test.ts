import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, isEndImpersonation, loginSchema } from './login.js';

describe('loginSchema', () => {
  it('requires both fields with "Feltet må fylles ut"', () => {
    const result = loginSchema.safeParse({ username: ' ', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['username', 'Feltet må fylles ut'],
      ['password', 'Feltet må fylles ut'],
    ]);
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    ['Leverandørnummer', '12a', 'Ugyldig leverandørnummer'],
    ['Brukernavn', '', 'Ugyldig brukernavn'],
    ['Brukernavn', 'abc', 'Ugyldig brukernavn'],
  ])('%s: %j → %s', (label, username, message) => {
    const result = forgotPasswordSchema(label).safeParse({ username });
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('accepts digits', () => {
    expect(forgotPasswordSchema('Brukernavn').safeParse({ username: '10001' }).success).toBe(true);
  });
});

describe('isEndImpersonation', () => {
  it.each([
    ['avslutt', true],
    ['AVSLUTT', true],
    [' Avslutt ', true],
    ['avslutte', false],
    ['10001', false],
  ])('%j → %s', (input, expected) => {
    expect(isEndImpersonation(input)).toBe(expected);
  });
});
