import { describe, expect, it } from 'vitest';
import { amountInputSchema } from '../contracts/enrolment-input.js';
import { ENROLMENT_LIMITS } from '../vocabulary/enrolment-limits.js';
import { amountError, clubNoError, commentCounter, duplicates, earTagError, healthCountError, sheepIndividualNoError } from './field-rules.js';

describe('amountError', () => {
  it.each([
    ['1', undefined, undefined],
    ['200', ENROLMENT_LIMITS.sheepAmountMax, undefined],
    ['201', ENROLMENT_LIMITS.sheepAmountMax, 'Ugyldig antall'],
    ['0', undefined, 'Ugyldig antall'],
    ['', undefined, 'Ugyldig antall'],
    ['-3', undefined, 'Ugyldig antall'],
    ['2.5', undefined, 'Ugyldig antall'],
    ['1e2', undefined, 'Ugyldig antall'],
    [400, ENROLMENT_LIMITS.individualCountMax, undefined],
    [401, ENROLMENT_LIMITS.individualCountMax, 'Ugyldig antall'],
    // Without a limit of its own a count is held to countMax (club rows, buy and sell, return meat).
    ['2000', undefined, undefined],
    [2001, undefined, 'Ugyldig antall'],
    [2 ** 53 + 2, undefined, 'Ugyldig antall'],
    ['9007199254740993', undefined, 'Ugyldig antall'],
    ['99999999999999999999', undefined, 'Ugyldig antall'],
    [1e21, undefined, 'Ugyldig antall'],
  ])('%j (max %s) → %s', (value, max, expected) => expect(amountError(value, max)).toBe(expected));
});

describe('amountInputSchema: the request refuses a count beyond every maximum, and leaves the rest to the rules', () => {
  it.each([
    [2000, true],
    ['2000', true],
    [-2000, true],
    ['', true],
    ['x', true],
    ['0', true],
    [2001, false],
    [2 ** 53 + 2, false],
    ['99999999999999999999', false],
    ['1e400', false],
  ])('%j → accepted %s', (value, accepted) => {
    const result = amountInputSchema.safeParse(value);
    expect(result.success).toBe(accepted);
    if (!result.success) expect(result.error.issues[0]?.message).toBe('Ugyldig antall');
  });
});

describe('clubNoError', () => {
  it.each([
    ['1234', undefined],
    ['0001', undefined],
    ['123', 'Ugyldig klubbnummer'],
    ['12345', 'Ugyldig klubbnummer'],
    ['12a4', 'Ugyldig klubbnummer'],
  ])('%j → %s', (value, expected) => expect(clubNoError(value)).toBe(expected));
});

describe('individual numbers: 1–5 digits, not 00000', () => {
  it.each([
    ['1', true],
    ['12345', true],
    ['00012', true],
    ['00000', false],
    ['0', false],
    ['123456', false],
    ['', false],
    ['12 3', false],
  ])('%j → valid %s', (value, valid) => {
    expect(sheepIndividualNoError(value)).toBe(valid ? undefined : 'Ugyldig individnummer');
    expect(earTagError(value)).toBe(valid ? undefined : 'Ugyldig øremerke');
  });
});

describe('commentCounter', () => {
  it('counts against the limit and marks overflow', () => {
    expect(commentCounter('a'.repeat(144), ENROLMENT_LIMITS.rowComment)).toEqual({ text: '144 av 144 tegn', over: false });
    expect(commentCounter('a'.repeat(102), ENROLMENT_LIMITS.enrolmentComment)).toEqual({ text: '102 av 101 tegn', over: true });
  });
});

describe('healthCountError', () => {
  it.each([
    [undefined, 5, 'Antall dyr med helseavvik er påkrevd.'],
    ['', 5, 'Antall dyr med helseavvik er påkrevd.'],
    ['0', 5, 'Ugyldig antall dyr med helseavvik.'],
    ['x', 5, 'Ugyldig antall dyr med helseavvik.'],
    ['6', 5, 'Antall dyr med helseavvik kan ikke være større enn antallet dyr.'],
    ['5', 5, undefined],
    // Judged on its own when the row's amount is itself invalid (no limit from it).
    ['9007199254740993', Infinity, 'Ugyldig antall dyr med helseavvik.'],
  ])('%j of %i → %s', (value, amount, expected) => expect(healthCountError(value, amount)).toBe(expected));
});

describe('duplicates', () => {
  it('lists repeated values once, ignoring blanks and surrounding space', () => {
    expect(duplicates(['123', '456', ' 123', '', '', '456', '789'])).toEqual(['123', '456']);
  });
});
