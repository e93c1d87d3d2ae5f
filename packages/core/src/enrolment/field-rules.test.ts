import { describe, expect, it } from 'vitest';
import { amountError, clubNoError, commentCounter, duplicates, earTagError, ENROLMENT_LIMITS, healthCountError, sheepIndividualNoError } from './field-rules.js';

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
  ])('%j (max %s) → %s', (value, max, expected) => expect(amountError(value, max)).toBe(expected));
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
  ])('%j of %i → %s', (value, amount, expected) => expect(healthCountError(value, amount)).toBe(expected));
});

describe('duplicates', () => {
  it('lists repeated values once, ignoring blanks and surrounding space', () => {
    expect(duplicates(['123', '456', ' 123', '', '', '456', '789'])).toEqual(['123', '456']);
  });
});
