import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from './auth.js';
import { apiErrorSchema } from './errors.js';
import { apiErrorCheck, loginResponseCheck } from './plain-checks.js';

// The hand-written checks stand in for their zod schemas in the web app's first download: they
// must accept, reject and trim exactly as the schemas do.

/** The zod answer in the SafeParser form: the data on success, nothing more on failure. */
const viaZod = (schema: { safeParse(v: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { success: true, data: result.data } : { success: false };
};

const loginAnswers: unknown[] = [
  { username: '10001', need_to_confirm: false },
  { username: '10002', need_to_confirm: true },
  { username: 'ola', need_to_confirm: false, second_factor: 'enrol' },
  { username: 'ola', need_to_confirm: false, second_factor: 'verify' },
  { username: 'ola', need_to_confirm: false, second_factor: 'sms' },
  { username: 'ola', need_to_confirm: false, second_factor: null },
  { username: 'ola', need_to_confirm: false, extra: 'left out', second_factor: undefined },
  { username: 10001, need_to_confirm: false },
  { username: 'ola', need_to_confirm: 'false' },
  { username: 'ola' },
  { need_to_confirm: false },
  [],
  ['ola', false],
  null,
  undefined,
  'ola',
  42,
];

const errorBodies: unknown[] = [
  { code: 'UNAUTHORIZED', message: 'Feil' },
  { code: 'INVALID_INPUT', message: 'Ugyldig', fields: { email: 'Ugyldig e-post' } },
  { code: 'INVALID_INPUT', message: 'Ugyldig', fields: {} },
  { code: 'INVALID_INPUT', message: 'Ugyldig', fields: { email: 1 } },
  { code: 'INVALID_INPUT', message: 'Ugyldig', fields: ['Ugyldig e-post'] },
  { code: 'INVALID_INPUT', message: 'Ugyldig', fields: null },
  { code: 'X', message: 'Y', retry: 3 },
  { code: 'X' },
  { message: 'Y' },
  { code: 1, message: 'Y' },
  [],
  null,
  undefined,
  'Internal Server Error',
];

describe('hand-written answer checks', () => {
  it.each(loginAnswers.map((v) => [JSON.stringify(v) ?? String(v), v]))('login answer %s: as loginResponseSchema', (_label, value) => {
    expect(loginResponseCheck.safeParse(value)).toEqual(viaZod(loginResponseSchema, value));
  });

  it.each(errorBodies.map((v) => [JSON.stringify(v) ?? String(v), v]))('error body %s: as apiErrorSchema', (_label, value) => {
    expect(apiErrorCheck.safeParse(value)).toEqual(viaZod(apiErrorSchema, value));
  });

  it('the samples include answers each check accepts and rejects', () => {
    expect(loginAnswers.map((v) => loginResponseCheck.safeParse(v).success)).toContain(true);
    expect(loginAnswers.map((v) => loginResponseCheck.safeParse(v).success)).toContain(false);
    expect(errorBodies.map((v) => apiErrorCheck.safeParse(v).success)).toContain(true);
    expect(errorBodies.map((v) => apiErrorCheck.safeParse(v).success)).toContain(false);
  });
});
