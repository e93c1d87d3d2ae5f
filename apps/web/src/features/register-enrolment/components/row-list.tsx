import type { FieldErrors } from '@slakteweb/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { WarningIcon } from '../../../components/ui/icons';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cx } from '../../../lib/cx';
import type { StateRow } from '../model/enrolment-state';
import styles from './register-enrolment.module.css';

/** Spec §4 and §9: the deleted row fades for about 200 ms and leaves the list after about 0.5 s. */
export const ROW_FADE_MS = 200;
export const ROW_REMOVE_MS = 500;

interface RowListProps {
  rows: StateRow[];
  /** The row's text (what, how many, numbers). */
  summaryOf: (row: StateRow) => string;
  /** Errors per row index, e.g. from the server's 422 or a draft that no longer passes. */
  errorsByIndex: (index: number) => FieldErrors;
  /** The row open in the edit form: its own buttons are hidden (spec §4). */
  editingUid: string | null;
  onEdit: (uid: string) => void;
  onDelete: (uid: string) => void;
}

/** The added rows (spec §2 step 5): edit, and delete after 'Er du sikker på å slette denne raden?'. */
export function RowList({ rows, summaryOf, errorsByIndex, editingUid, onEdit, onDelete }: RowListProps) {
  const [confirmUid, setConfirmUid] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const remove = (uid: string) => {
    setLeaving((l) => new Set(l).add(uid));
    timers.current.push(window.setTimeout(() => onDelete(uid), ROW_REMOVE_MS));
  };

  return (
    <>
      <ul className={styles.rowList} aria-label="Dyr i innmeldingen">
        {rows.map((row, index) => {
          const summary = summaryOf(row);
          const errors = Object.values(errorsByIndex(index));
          return (
            <li key={row.uid} className={cx(styles.rowItem, leaving.has(row.uid) && styles.rowLeaving)} aria-hidden={leaving.has(row.uid) || undefined}>
              <div className={styles.rowText}>
                <span className={styles.rowSummary}>{summary}</span>
                {row.comment && <span className={styles.muted}>Kommentar: {row.comment}</span>}
                {errors.length > 0 && (
                  <span className={styles.rowErrors}>
                    <WarningIcon />
                    {[...new Set(errors)].join(' ')}
                  </span>
                )}
              </div>
              {row.uid === editingUid ? (
                <span className={styles.muted}>Endres nå</span>
              ) : (
                <div className={styles.rowButtons}>
                  <Button variant="secondary" onPress={() => onEdit(row.uid)} aria-label={`Endre ${summary}`} isDisabled={leaving.has(row.uid)}>
                    Endre
                  </Button>
                  <Button variant="secondary" onPress={() => setConfirmUid(row.uid)} aria-label={`Slett ${summary}`} isDisabled={leaving.has(row.uid)}>
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
        onCancel={() => setConfirmUid(null)}
        onConfirm={() => {
          if (confirmUid) remove(confirmUid);
          setConfirmUid(null);
        }}
      >
        <p>Er du sikker på å slette denne raden?</p>
      </ConfirmDialog>
    </>
  );
}
