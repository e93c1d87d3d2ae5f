import { describe, expect, it } from 'vitest';
import { ANIMAL_GROUPS } from '../vocabulary/enumerations.js';
import { registersNeeded } from './registers.js';

describe('registersNeeded: the registers an enrolment’s checks read', () => {
  it('slaughter of any group reads the medicine register (the withdrawal check)', () => {
    expect(registersNeeded('slaughter', 'pigs')).toEqual(['medicine']);
    expect(registersNeeded('slaughter', 'sheep')).toEqual(['medicine']);
  });

  it('cattle the farm slaughters or sells must be in its herd: the herd register too', () => {
    expect(registersNeeded('slaughter', 'cattle')).toEqual(['herd', 'medicine']);
    expect(registersNeeded('sell', 'cattle')).toEqual(['herd']);
  });

  it('buying, and selling pigs or sheep, read neither', () => {
    for (const group of ANIMAL_GROUPS) expect(registersNeeded('buy', group)).toEqual([]);
    expect(registersNeeded('sell', 'pigs')).toEqual([]);
    expect(registersNeeded('sell', 'sheep')).toEqual([]);
  });
});
