import type { FieldErrors as RowErrors } from '@slakteweb/core';
import { useEffect, useRef } from 'react';
import { usePointerPressed } from '@/lib/pointer-press';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import { rowRulesResolver, type RowErrorName } from './row-rules-resolver';

interface RowFormOptions<V extends FieldValues, R> {
  defaultValues: DefaultValues<V>;
  /** The row form's prop: the core row rules and duplicates against the rows in the list. */
  errorsOf: (candidates: R[]) => RowErrors[];
  /** The rows the values would add, the amount as typed (the rules answer 'Ugyldig antall'). */
  toRows: (values: V) => R[];
  /** Where a row's messages show, when not on the field of the same name (rowRulesResolver). */
  errorName?: RowErrorName<V>;
}

/**
 * The react-hook-form of a row form, judged by the row rules (rowRulesResolver), with
 * `shownError`: which errors show (spec §5). A field's error shows once the farmer has left it
 * (when a press that left it is over), and every error after a try to add an invalid row; typing
 * shows nothing before the farmer is done with the field.
 */
export function useRowForm<V extends FieldValues, R>({ defaultValues, errorsOf, toRows, errorName }: RowFormOptions<V, R>) {
  const form = useForm<V>({
    defaultValues,
    resolver: rowRulesResolver(errorsOf, toRows, errorName),
    // RowFormFrame moves the focus to the first error in screen order.
    shouldFocusError: false,
  });
  const { subscribe, trigger, getFieldState, formState } = form;

  // One value can make or clear the error of another field (a repeated ear tag, more numbers than
  // animals, a kind of animal already in the list), so the whole row is judged again on every
  // change, and when the rows in the list change under the form (a row deleted). The add button
  // follows (formState.isValid).
  useEffect(() => subscribe({ formState: { values: true }, callback: () => void trigger() }), [subscribe, trigger]);
  useEffect(() => {
    void trigger();
  }, [errorsOf, trigger]);

  // While a press is under way, errors that come from leaving a field stay as they were: shown
  // at once, they would push the pressed control down under the pointer and lose the click
  // (lib/pointer-press). They show when the press is over. After a try to add, errors follow the
  // values, and leaving a field changes nothing.
  const pressing = usePointerPressed();
  const lastShown = useRef(new Map<string, string | undefined>());

  /** The message under `name`, once it shows. */
  const shownError = (name: FieldPath<V>): string | undefined => {
    const { error, isTouched } = getFieldState(name, formState);
    if (formState.isSubmitted) return error?.message;
    if (pressing) return lastShown.current.get(name);
    const shown = isTouched ? error?.message : undefined;
    lastShown.current.set(name, shown);
    return shown;
  };

  return { ...form, shownError };
}
