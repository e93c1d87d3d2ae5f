import type { LoginResponse } from './auth.js';
import type { ApiError } from './errors.js';

// The login screen is the first thing a farmer downloads, and zod alone would be a quarter of it
// (bench/web-bundle.ts, login ≤ 90 kB). The few contracts it checks are written out here by hand,
// in a module without zod; plain-checks.test.ts holds each to its zod schema's answers.

/**
 * What the web app's API client needs of an answer's contract: zod schemas have this shape, and
 * so do the checks below.
 */
export interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** loginResponseSchema (contracts/auth.ts) without zod; like the schema it keeps only the known fields. */
export const loginResponseCheck: SafeParser<LoginResponse> = {
  safeParse(value) {
    if (!isRecord(value) || typeof value.username !== 'string' || typeof value.need_to_confirm !== 'boolean') return { success: false };
    const { username, need_to_confirm, second_factor } = value;
    if (second_factor === undefined) return { success: true, data: { username, need_to_confirm } };
    if (second_factor !== 'enrol' && second_factor !== 'verify') return { success: false };
    return { success: true, data: { username, need_to_confirm, second_factor } };
  },
};

/** apiErrorSchema (contracts/errors.ts) without zod, for the API client; keeps only the known fields. */
export const apiErrorCheck: SafeParser<ApiError> = {
  safeParse(value) {
    if (!isRecord(value) || typeof value.code !== 'string' || typeof value.message !== 'string') return { success: false };
    const { code, message, fields } = value;
    if (fields === undefined) return { success: true, data: { code, message } };
    if (!isRecord(fields) || !Object.values(fields).every((v) => typeof v === 'string')) return { success: false };
    return { success: true, data: { code, message, fields: { ...(fields as Record<string, string>) } } };
  },
};
