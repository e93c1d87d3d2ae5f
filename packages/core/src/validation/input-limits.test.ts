import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_LIMITS, findInputProblem } from './input-limits.js';

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('findInputProblem', () => {
  it('accepts ordinary form values, line breaks and tabs included', () => {
    expect(findInputProblem({ comment: 'To griser.\nHentes\tfredag', rows: [{ amount: 2, ok: true, x: null }] })).toBeNull();
    expect(findInputProblem('Ærlig Øystein på Åsen')).toBeNull();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007'],
    ['an escape', '\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a C1 control', '\u0085'],
  ])('refuses %s in a string and names the field', (_name, text) => {
    expect(findInputProblem({ rows: [{ comment: text }] })).toEqual({ field: 'rows.0.comment', kind: 'control_character' });
  });

  it('refuses control characters in keys', () => {
    expect(findInputProblem({ 'pass\u0000word': 'x' })).toMatchObject({ kind: 'control_character' });
  });

  it('refuses strings and keys beyond their length', () => {
    expect(findInputProblem({ username: 'x'.repeat(DEFAULT_INPUT_LIMITS.maxStringChars + 1) })).toEqual({ field: 'username', kind: 'too_long' });
    expect(findInputProblem({ ['k'.repeat(DEFAULT_INPUT_LIMITS.maxKeyChars + 1)]: 1 })).toMatchObject({ kind: 'too_long' });
    expect(findInputProblem({ text: 'x'.repeat(50) }, { ...DEFAULT_INPUT_LIMITS, maxStringChars: 49 })).toMatchObject({ kind: 'too_long' });
  });

  it('refuses deep nesting without overflowing its own stack', () => {
    expect(findInputProblem(deep(DEFAULT_INPUT_LIMITS.maxDepth - 1))).toBeNull();
    expect(findInputProblem(deep(DEFAULT_INPUT_LIMITS.maxDepth + 1))).toMatchObject({ kind: 'too_deep' });
    expect(findInputProblem({ return_meat: deep(100_000) })).toMatchObject({ field: expect.stringMatching(/^return_meat/), kind: 'too_deep' });
  });

  it('refuses a flood of values', () => {
    expect(findInputProblem(Array.from({ length: DEFAULT_INPUT_LIMITS.maxNodes + 1 }, () => 0))).toEqual({ field: '_', kind: 'too_large' });
  });
});
