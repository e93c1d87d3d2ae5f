import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, isEndImpersonation, loginSchema } from './login.js';
import { loginInputErrors, USERNAME_MAX_CHARS } from './login-rules.js';
import { PASSWORD_MAX_CHARS } from '../contracts/auth.js';

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

describe('loginInputErrors', () => {
  /** loginSchema's first message per field. */
  const viaZod = (input: { username: string; password: string }) => {
    const errors: Record<string, string> = {};
    for (const issue of loginSchema.safeParse(input).error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
    return errors;
  };

  it.each([
    ['10001', 'Slakteweb2026!'],
    ['', ''],
    ['   ', 'x'],
    [' 10001 ', ' '],
    ['x'.repeat(USERNAME_MAX_CHARS), 'p'.repeat(PASSWORD_MAX_CHARS)],
    [`  ${'x'.repeat(USERNAME_MAX_CHARS)}  `, 'p'],
    ['x'.repeat(USERNAME_MAX_CHARS + 1), 'p'.repeat(PASSWORD_MAX_CHARS + 1)],
    ['', 'p'.repeat(PASSWORD_MAX_CHARS + 1)],
  ])('%j / %j: the messages of loginSchema', (username, password) => {
    expect(loginInputErrors({ username, password })).toEqual(viaZod({ username, password }));
  });

  it('names both empty fields', () => {
    expect(loginInputErrors({ username: ' ', password: '' })).toEqual({ username: 'Feltet må fylles ut', password: 'Feltet må fylles ut' });
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

  it("accepts a person's e-mail address, the login id they log in with", () => {
    expect(forgotPasswordSchema('Leverandørnummer').safeParse({ username: ' Kari@Example.no ' }).data).toEqual({ username: 'Kari@Example.no' });
  });

  it.each(['kari@', 'kari@example', 'kari @example.no', `${'k'.repeat(250)}@example.no`])('refuses the address %j as an address', (username) => {
    expect(forgotPasswordSchema('Leverandørnummer').safeParse({ username }).error?.issues[0]?.message).toBe('Ugyldig e-post');
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
