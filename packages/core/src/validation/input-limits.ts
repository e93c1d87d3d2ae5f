/**
 * Limits every value a client sends is held to, whatever the endpoint's own schema says: the
 * server checks each request's parsed body, query and path parameters once (and an enrolment
 * draft's state, which is JSON text inside the body). A field's schema may be stricter; none is
 * looser than this.
 */
export interface InputLimits {
  /** Nesting of objects and arrays; the deepest form (an enrolment draft) needs well under 20. */
  maxDepth: number;
  /** Characters of one string. Endpoints that take more (the draft's JSON text) raise it for themselves. */
  maxStringChars: number;
  /** Characters of one object key. */
  maxKeyChars: number;
  /** Objects, arrays and values in all, so a flat flood of small values is bounded too. */
  maxNodes: number;
}

export const DEFAULT_INPUT_LIMITS: InputLimits = { maxDepth: 32, maxStringChars: 10_000, maxKeyChars: 100, maxNodes: 20_000 };

/**
 * Control characters no form field carries: C0 except tab, line feed and carriage return (comments
 * may have line breaks), DEL and C1. NUL in particular cannot be stored in a PostgreSQL text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export type InputProblemKind = 'control_character' | 'too_long' | 'too_deep' | 'too_large';

export interface InputProblem {
  /** Where, as the error handler names fields: 'animal_rows.0.comment'; '_' for the value itself. */
  field: string;
  kind: InputProblemKind;
}

/** The Norwegian message of each problem, for the 422 answer's field. */
export const INPUT_PROBLEM_MESSAGES: Record<InputProblemKind, string> = {
  control_character: 'Ugyldige tegn',
  too_long: 'Teksten er for lang',
  too_deep: 'Ugyldig struktur',
  too_large: 'Ugyldig struktur',
};

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The first value in `input` that breaks the limits, or null. Walks without recursion (a hostile
 * body may nest thousands of levels) and stops at the first problem.
 */
export function findInputProblem(input: unknown, limits: InputLimits = DEFAULT_INPUT_LIMITS): InputProblem | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value: input, path: [], depth: 0 }];
  let nodes = 0;
  const at = (path: string[], kind: InputProblemKind): InputProblem => ({ field: path.join('.') || '_', kind });
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (++nodes > limits.maxNodes) return at(path, 'too_large');
    if (typeof value === 'string') {
      if (value.length > limits.maxStringChars) return at(path, 'too_long');
      if (hasControlCharacter(value)) return at(path, 'control_character');
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= limits.maxDepth) return at(path, 'too_deep');
    const size = Array.isArray(value) ? value.length : Object.keys(value).length;
    if (nodes + stack.length + size > limits.maxNodes) return at(path, 'too_large');
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
    for (const [key, child] of entries) {
      if (key.length > limits.maxKeyChars) return at(path, 'too_long');
      if (hasControlCharacter(key)) return at(path, 'control_character');
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}
