import { describe, expect, it } from 'vitest';
import { ANIMAL_GROUPS } from '../vocabulary/enumerations.js';
import { enrolmentRefusal, type FarmStatus, isKslApproved, refusalReasons } from './refusal.js';

const none = { pigs: false, sheep: false, cattle: false };
/** A farm that may enrol every group. */
const farm: FarmStatus = {
  pigs: true,
  sheep: true,
  cattle: true,
  restrictions: none,
  ksl_status: 1,
  helsegris_ok: true,
  helsegris_check: true,
};
const allowed = { ksl_ok: true, has_animal_group: true, has_restrictions_for_group: false, helsegris_ok: true };

describe('enrolmentRefusal (spec/enrolment.md §6)', () => {
  it.each(ANIMAL_GROUPS)('lets an approved farm enrol %s', (group) => {
    expect(enrolmentRefusal(farm, group)).toEqual({ flags: allowed, reasons: [] });
  });

  it.each([
    ['KSL unknown', { ksl_status: 0 }, 'sheep', { ksl_ok: false }, ['ksl']],
    ['KSL not approved', { ksl_status: 2 }, 'cattle', { ksl_ok: false }, ['ksl']],
    ['no animal keeping for the group', { sheep: false }, 'sheep', { has_animal_group: false }, ['animalKeeping']],
    ['animal keeping for another group only', { pigs: false, cattle: false }, 'sheep', {}, []],
    ['a restriction on the group', { restrictions: { ...none, cattle: true } }, 'cattle', { has_restrictions_for_group: true }, ['restrictions']],
    ['a restriction on another group', { restrictions: { ...none, pigs: true } }, 'sheep', {}, []],
    ['pigs without health-pig status', { helsegris_ok: false }, 'pigs', { helsegris_ok: false }, ['healthPig']],
    ['pigs without health-pig status, not checked', { helsegris_ok: false, helsegris_check: false }, 'pigs', {}, []],
    ['sheep without health-pig status', { helsegris_ok: false }, 'sheep', {}, []],
    [
      'everything at once, in notice order',
      { ksl_status: 2, pigs: false, restrictions: { ...none, pigs: true }, helsegris_ok: false },
      'pigs',
      { ksl_ok: false, has_animal_group: false, has_restrictions_for_group: true, helsegris_ok: false },
      ['ksl', 'animalKeeping', 'restrictions', 'healthPig'],
    ],
  ] as const)('%s', (_name, change, group, flags, reasons) => {
    expect(enrolmentRefusal({ ...farm, ...change }, group)).toEqual({ flags: { ...allowed, ...flags }, reasons });
  });
});

describe('refusalReasons', () => {
  it('reads the flags of a submit answer', () => {
    expect(refusalReasons(allowed)).toEqual([]);
    expect(refusalReasons({ ...allowed, has_animal_group: false, helsegris_ok: false })).toEqual(['animalKeeping', 'healthPig']);
  });
});

describe('isKslApproved', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
  ])('KSL status %s: %s', (status, approved) => {
    expect(isKslApproved(status)).toBe(approved);
  });
});
