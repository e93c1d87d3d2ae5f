import { describe, expect, it } from 'vitest';
import { prognosisConfigJsonSchema, prognosisDataQuerySchema, registerPrognosisBodySchema } from './prognosis.js';
import { PROGNOSIS_FIELD_KEYS, parsePrognosisCount, prognosisCountError } from '../vocabulary/prognosis.js';

describe('parsePrognosisCount (spec §5: empty or whole numbers, spaces tolerated)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['12', 12],
    [' 12 ', 12],
    ['1 200', 1200],
    ['007', 7],
    ['1000000', 1_000_000],
  ])('%j → %j', (text, count) => {
    expect(parsePrognosisCount(text)).toBe(count);
    expect(prognosisCountError(text)).toBeNull();
  });

  it.each(['-1', '1.5', '1,5', '12a', 'abc', '1e3', '+3', '1000001', '0x10', '١٢', '1'.repeat(21)])('%j is invalid', (text) => {
    expect(parsePrognosisCount(text)).toBeUndefined();
    expect(prognosisCountError(text)).toBe('Ugyldig antall');
  });
});

const period = (from: string, to: string) => ({ from, to });
const kind = {
  survey_available: true,
  show_survey: true,
  next_period: period('2027-01-01', '2027-06-30'),
  prev_period: period('2026-01-01', '2026-06-30'),
  upto_now_period: period('2026-07-01', '2026-11-22'),
  this_year: period('2026-01-01', '2026-12-31'),
};
const config = { pigs: kind, cattle: kind, sheep: kind };

describe('prognosis_config_json', () => {
  it('takes the configuration as JSON text, info texts left out', () => {
    expect(prognosisConfigJsonSchema.parse(JSON.stringify(config))).toEqual(config);
  });

  it.each([
    ['not JSON', '{'],
    ['JSON of the wrong shape', '[1,2]'],
    ['null', 'null'],
    ['a missing kind', JSON.stringify({ pigs: kind, cattle: kind })],
    ['a date that does not exist', JSON.stringify({ ...config, pigs: { ...kind, next_period: period('2027-02-30', '2027-06-30') } })],
    ['a period ending before it starts', JSON.stringify({ ...config, pigs: { ...kind, next_period: period('2027-06-30', '2027-01-01') } })],
    ['deep nesting', '['.repeat(3000) + ']'.repeat(3000)],
    ['too long', JSON.stringify({ ...config, padding: 'x'.repeat(5000) })],
  ])('refuses %s without throwing', (_what, text) => {
    expect(prognosisConfigJsonSchema.safeParse(text).success).toBe(false);
  });

  it('is required with either action, and get_statistics needs an animal kind', () => {
    const json = JSON.stringify(config);
    expect(prognosisDataQuerySchema.safeParse({ action: 'get_submitted', prognosis_config_json: json }).success).toBe(true);
    expect(prognosisDataQuerySchema.safeParse({ action: 'get_submitted' }).success).toBe(false);
    expect(prognosisDataQuerySchema.safeParse({ action: 'get_statistics', prognosis_config_json: json }).success).toBe(false);
    expect(prognosisDataQuerySchema.safeParse({ action: 'get_statistics', animal_kind: 'sheep', prognosis_config_json: json }).success).toBe(true);
    expect(prognosisDataQuerySchema.safeParse({ action: 'get_statistics', animal_kind: 'goats', prognosis_config_json: json }).success).toBe(false);
  });
});

describe('register_prognosis body', () => {
  it('has the seven fields of the survey: sheep are asked for slaughter only', () => {
    expect(PROGNOSIS_FIELD_KEYS).toEqual(['pigs_slaughter', 'pigs_buy', 'pigs_sell', 'sheep_slaughter', 'cattle_slaughter', 'cattle_buy', 'cattle_sell']);
  });

  it('takes digit strings and empty fields, and names each field that is anything else', () => {
    expect(registerPrognosisBodySchema.safeParse({ data: { pigs_slaughter: '12', pigs_buy: '', cattle_sell: '1 200' }, prognosis_config: config }).success).toBe(true);
    const bad = registerPrognosisBodySchema.safeParse({ data: { pigs_slaughter: '12a', cattle_buy: 3, sheep_buy: '1' }, prognosis_config: config });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('data.pigs_slaughter');
    expect(paths).toContain('data.cattle_buy');
    expect(bad.error!.issues.some((i) => i.code === 'unrecognized_keys' && i.keys.includes('sheep_buy'))).toBe(true);
  });
});
