import type { FieldErrors as RowErrors } from '@slakteweb/core';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { rowRulesResolver } from './row-rules-resolver';

interface Values {
  amount: string;
  individual_pigs: { ear_tag: string }[];
}

const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };
const values: Values = { amount: '2', individual_pigs: [{ ear_tag: '5' }, { ear_tag: '00000' }] };

describe('rowRulesResolver', () => {
  it('passes the values of a row without errors', async () => {
    const resolver = rowRulesResolver((rows: Values[]) => rows.map(() => ({})), (v: Values) => [v]);
    expect(await resolver(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it("nests the rules' messages by field, a list's own message in its root", async () => {
    const errorsOf = (): RowErrors[] => [
      { amount: 'Ugyldig antall', 'individual_pigs.1.ear_tag': 'Ugyldig øremerke', individual_pigs: 'Flere purker eller råner har samme øremerke: 5' },
    ];
    const result = await rowRulesResolver(errorsOf, (v: Values) => [v])(values, undefined, options);

    expect(result.values).toEqual({});
    expect(result.errors.amount?.message).toBe('Ugyldig antall');
    expect(result.errors.individual_pigs?.[1]?.ear_tag?.message).toBe('Ugyldig øremerke');
    expect(result.errors.individual_pigs?.[0]).toBeUndefined();
    expect(result.errors.individual_pigs?.root?.message).toBe('Flere purker eller råner har samme øremerke: 5');
  });

  it('puts the messages of each of several rows where errorName says', async () => {
    const errorsOf = (rows: { id: string }[]) => rows.map((row): RowErrors => (row.id === 'b' ? { individual_no: 'Allerede lagt til' } : {}));
    const resolver = rowRulesResolver<{ chosen: Record<string, boolean> }, { id: string }>(
      errorsOf,
      () => [{ id: 'a' }, { id: 'b' }],
      (_field, rowIndex) => `chosen.${rowIndex === 0 ? 'a' : 'b'}`,
    );
    const result = await resolver({ chosen: { a: true, b: true } }, undefined, { fields: {}, shouldUseNativeValidation: false });

    expect(result.errors.chosen?.b?.message).toBe('Allerede lagt til');
    expect(result.errors.chosen?.a).toBeUndefined();
  });
});
