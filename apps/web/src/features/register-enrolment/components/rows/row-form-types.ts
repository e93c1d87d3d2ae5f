import type { FieldErrors } from '@slakteweb/core';
import type { RowData } from '../../model/entries';

/**
 * What every row form gets (spec §2 step 4, §4). The form keeps what is typed; the screen keeps
 * the list. `errorsOf` judges candidate rows by the core rules and against the rows already in the
 * list, so duplicates show on the form before anything is added.
 */
export interface RowFormProps<R extends RowData> {
  /** The row being changed (edit mode); undefined when adding. */
  editing: R | undefined;
  /** One error map per candidate row, keyed by the row's fields ('amount', 'individual_pigs.0.ear_tag'). */
  errorsOf: (candidates: R[]) => FieldErrors[];
  /** Add mode: the new rows (cattle slaughter may add several at once); edit mode: exactly one. */
  onSubmit: (rows: R[]) => void;
  onCancel: () => void;
}
