import type { z } from 'zod';
import { invalidInput } from './http-error.js';

/** Parses input with a core schema; a failure becomes 422 INVALID_INPUT naming each failing field. */
export function parseOr422<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '_');
    fields[field] ??= issue.message;
  }
  throw invalidInput(fields);
}

/** Form fields named like `recieve_accounting[]` arrive with the brackets; drop them. */
export function normaliseFormKeys(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) out[key.replace(/\[\]$/, '')] = value;
  return out;
}

/**
 * As parseOr422, naming each failing field by its whole path ('animal_rows.0.amount'), as the
 * core rules do, so the browser can put every message by its input.
 */
export function parseOr422Deep<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[field] ??= issue.message;
  }
  throw invalidInput(fields);
}
