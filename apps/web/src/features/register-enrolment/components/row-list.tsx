import type { FieldErrors } from '@slakteweb/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { WarningIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cx } from '@/lib/cx';
import type { StateRow } from '../model/entries';
import styles from './register-enrolment.module.css';

/** Spec §4 and §9: the deleted row fades for about 200 ms (CSS) and leaves the list after about 0.5 s. */
export const ROW_REMOVE_MS = 500;

interface RowListProps {
  rows: StateRow[];
  /** The row's text (what, how many, numbers). */
  summaryOf: (row: StateRow) => string;
  /** What else is said of the row: health remarks, returns ('2 dyr med helseavvik'). */
  notesOf: (row: StateRow) => string[];
  /** A row's errors, e.g. from the server's 422 or a draft that no longer passes. */
  errorsOf: (uid: string) => FieldErrors;
  /** The row open in the edit form: its own buttons are hidden (spec §4). */
  editingUid: string | null;
  onEdit: (uid: string) => void;
  /** Deletion confirmed. The screen hides the row at once (it fades, `hidden`) and removes it after ROW_REMOVE_MS. */
  onDelete: (uid: string) => void;
  /** A way out of a row's errors the screen can offer at the row, e.g. a later week ('Velg uke 51'). */
  remedyOf?: (row: StateRow) => { label: string; onPress: () => void } | null;
}

/** The added rows (spec §2 step 5): edit, and delete after 'Er du sikker på å slette denne raden?'. */
export function RowList({ rows, summaryOf, notesOf, errorsOf, editingUid, onEdit, onDelete, remedyOf }: RowListProps) {
  const [confirmUid, setConfirmUid] = useState<string | null>(null);
  const confirming = rows.find((row) => row.uid === confirmUid);

  return (
    <>
      <ul className={styles.rowList} aria-label="Dyr i innmeldingen">
        {rows.map((row) => {
          const summary = summaryOf(row);

          const errors = Object.values(errorsOf(row.uid));
          const leaving = row.hidden === true;
          const remedy = errors.length > 0 && !leaving ? (remedyOf?.(row) ?? null) : null;
          return (
            // A row with errors can take focus: a refusal of the server is brought to it (rows-step.tsx).
            <li
              key={row.uid}
              className={cx(styles.rowItem, leaving && styles.rowLeaving)}
              aria-hidden={leaving || undefined}
              tabIndex={errors.length > 0 ? -1 : undefined}
              data-row-with-errors={errors.length > 0 || undefined}
            >
              <div className={styles.rowText}>
                <span className={styles.rowSummary}>{summary}</span>
                {row.comment && <span className={styles.muted}>Kommentar: {row.comment}</span>}
                {notesOf(row).map((note) => (
                  <span key={note} className={styles.muted}>
                    {note}
                  </span>
                ))}
                {errors.length > 0 && (
                  <span className={styles.rowErrors}>
                    <WarningIcon />
                    {[...new Set(errors)].join(' ')}
                  </span>
                )}
                {remedy && (
                  <Button variant="secondary" className={styles.rowRemedy} onPress={remedy.onPress}>
                    {remedy.label}
                  </Button>
                )}
              </div>
              {row.uid === editingUid ? (
                <span className={styles.muted}>Endres nå</span>
              ) : (
                <div className={styles.rowButtons}>
                  <Button variant="secondary" onPress={() => onEdit(row.uid)} aria-label={`Endre ${summary}`} isDisabled={leaving}>
                    Endre
                  </Button>
                  <Button variant="secondary" onPress={() => setConfirmUid(row.uid)} aria-label={`Slett ${summary}`} isDisabled={leaving}>
                    Slett
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        isOpen={confirmUid !== null}
        title="Slett rad"
        cancelText="Nei"
        confirmText="Ja"
        destructive
        onCancel={() => setConfirmUid(null)}
        onConfirm={() => {
          if (confirmUid) onDelete(confirmUid);
          setConfirmUid(null);
        }}
      >
        <p>Er du sikker på å slette denne raden?</p>
        {/* Which row: the farmer may have several alike. */}
        {confirming && <p className={styles.confirmSubject}>{summaryOf(confirming)}</p>}
      </ConfirmDialog>
    </>
  );
}
