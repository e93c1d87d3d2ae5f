import type { FieldErrors as RowErrors } from '@slakteweb/core';
import { get, set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * Where a form shows the message on `field` of candidate row `rowIndex`: by default the form field
 * of the same name ('amount', 'individual_pigs.0.ear_tag').
 */
export type RowErrorName<V> = (field: string, rowIndex: number, values: V) => string;

const sameName: RowErrorName<unknown> = (field) => field;

/**
 * The resolver of every row form (spec §5 "Row valid"). `toRows` turns the form's values into the
 * rows they would add, the amount as typed; `errorsOf` judges them by the core row rules and
 * against the rows already in the list, so duplicates show before anything is added. Each message
 * goes to its form field as react-hook-form nests them; one about a whole group of fields
 * ('individual_pigs': repeated ear tags) goes to the group's `root`, where react-hook-form keeps a
 * field array's own error.
 */
export function rowRulesResolver<V extends FieldValues, R>(
  errorsOf: (candidates: R[]) => RowErrors[],
  toRows: (values: V) => R[],
  errorName: RowErrorName<V> = sameName,
): Resolver<V> {
  return (values) => {
    const errors: FieldErrors<V> = {};
    errorsOf(toRows(values)).forEach((rowErrors, rowIndex) => {
      for (const [field, message] of Object.entries(rowErrors)) {
        const name = errorName(field, rowIndex, values);
        const error: FieldError = { type: 'rowRules', message };
        const value: unknown = get(values, name);
        const isGroup = typeof value === 'object' && value !== null;
        set(errors, isGroup ? `${name}.root` : name, error);
      }
    });
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
