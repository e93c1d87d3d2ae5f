import type { z } from 'zod';
import type { ImportRecordResult, ImportResponse } from '@slakteweb/core';

/** A record of a batch that passed its schema, with its place and natural key. */
export interface ParsedRecord<T> {
  index: number;
  key: string;
  value: T;
}

/**
 * Checks each record of a batch on its own: a record that fails its schema is answered
 * 'rejected' with every failing field, and the others go on. Records with a key already seen in
 * the batch are rejected too: which of the two should win is not the portal's to guess.
 */
export function parseRecords<S extends z.ZodType>(
  records: unknown[],
  schema: S,
  keyOf: (record: z.output<S>) => string,
  rawKeyOf: (record: Record<string, unknown>) => string | undefined,
): { parsed: ParsedRecord<z.output<S>>[]; rejected: ImportRecordResult[] } {
  const parsed: ParsedRecord<z.output<S>>[] = [];
  const rejected: ImportRecordResult[] = [];
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const result = schema.safeParse(record);
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
      const raw = record && typeof record === 'object' ? rawKeyOf(record as Record<string, unknown>) : undefined;
      rejected.push({ index, key: raw ?? `#${index}`, status: 'rejected', errors });
      return;
    }
    const key = keyOf(result.data);
    if (seen.has(key)) {
      rejected.push({ index, key, status: 'rejected', errors: { _: 'Samme nøkkel to ganger i forespørselen' } });
      return;
    }
    seen.add(key);
    parsed.push({ index, key, value: result.data });
  });
  return { parsed, rejected };
}

/** A text that names the record in results, from what was sent, when it failed its schema. */
export function textField(record: Record<string, unknown>, ...names: string[]): string | undefined {
  const values = names.map((n) => record[n]);
  if (!values.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 60)) return undefined;
  return values.join(':');
}

/** The batch's answer: every record's result in the order sent, and the counts. */
export function importResponse(results: ImportRecordResult[]): ImportResponse {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const summary = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  for (const r of sorted) summary[r.status] += 1;
  return { results: sorted, summary };
}
