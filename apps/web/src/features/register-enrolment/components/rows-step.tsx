import { cattleUid, compareWeeks, type IsoWeek, isoWeekOfDate, osloDate } from '@slakteweb/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Loading } from '@/components/ui/loading';
import { useHerd } from '../api/get-herd';
import { rowErrorsOf, rowListErrorsOf } from '../model/send-checks';
import { newRowUid, type RowData, type StateRow, visibleRows } from '../model/entries';
import { placesMoreThanItHas } from '../model/returns-model';
import { rowNotes, rowSummary } from '../model/row-texts';
import styles from './register-enrolment.module.css';
import { RowForm } from './row-form';
import { ROW_REMOVE_MS, RowList } from './row-list';
import type { SectionProps } from './section-props';

/**
 * Step 4, the animals (spec §2 items 4–5, §4): the added rows, and the row form to add or change
 * one, or 'Legg til flere dyr' when it is closed. Cattle slaughter and sell choose from the herd.
 */
export function RowsStep({ number, draft, screen, dispatch, errors, now }: SectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const action = draft.action!;
  const group = draft.group!;
  const herdNeeded = group === 'cattle' && action !== 'buy';
  const herd = useHerd(herdNeeded);
  const herdDisplay = (uid: string) => herd.data?.find((a) => a.uid === uid)?.display;
  const editingRow = draft.rows.find((r) => r.uid === screen.editingUid);
  const showRowForm = editingRow !== undefined || screen.addOpen || visibleRows(draft).length === 0;

  // The row form goes away when a row is added or changed: focus moves to 'Legg til flere dyr',
  // right under the list, instead of being lost to the page.
  const focusAddMore = () => requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[data-add-more]')?.focus());
  // A changed row with fewer return-meat animals than are placed in divisions: asked first (spec §8).
  const [fewerPlaced, setFewerPlaced] = useState<StateRow | null>(null);
  const change = (row: StateRow) => {
    dispatch({ type: 'rowChanged', row });
    focusAddMore();
  };
  const onSubmit = (rows: RowData[]) => {
    if (editingRow) {
      const row = { ...rows[0]!, uid: editingRow.uid };
      if (placesMoreThanItHas(editingRow, row)) setFewerPlaced(row);
      else change(row);
      return;
    }
    dispatch({ type: 'rowsAdded', rows: rows.map((row) => ({ ...row, uid: newRowUid() })) });
    focusAddMore();
  };
  const onCancel = () => {
    dispatch({ type: 'rowFormCancelled' });
    focusAddMore();
  };
  // The server's refusal of a row (its 422, e.g. a cow still under withdrawal in the chosen week)
  // is shown on the row, which may be far above the send button and the toast: bring the first
  // such row into view and focus it, so its reason and what to do are seen and read out.
  const serverErrors = screen.serverErrors;
  useEffect(() => {
    if (!Object.keys(serverErrors).some((field) => field.startsWith('animal_rows.'))) return;
    const row = sectionRef.current?.querySelector<HTMLElement>('[data-row-with-errors]');
    row?.scrollIntoView?.({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [serverErrors]);
  // A cow the server refused for the week (her withdrawal period ends after it): her row offers the
  // week her period ends, the first she may go (with a confirmation), besides 'Slett'.
  const laterWeekFor = (row: StateRow): IsoWeek | null => {
    if (!herdNeeded || action !== 'slaughter' || !draft.week) return null;
    if (Object.keys(rowErrorsOf(draft, serverErrors, row.uid)).length === 0) return null;
    const id = 'mark_no' in row && 'individual_no' in row ? cattleUid(row) : null;
    const limit = herd.data?.find((a) => a.uid === id)?.restrain_limit;
    if (!limit) return null;
    const week = isoWeekOfDate(limit);
    return compareWeeks(week, draft.week) > 0 ? week : null;
  };
  const remedyOf = (row: StateRow) => {
    const week = laterWeekFor(row);
    if (!week) return null;
    const label = week.year === draft.week!.year ? `Velg uke ${week.week}` : `Velg uke ${week.week} i ${week.year}`;
    return { label, onPress: () => dispatch({ type: 'weekChanged', week }) };
  };
  const onDelete = (uid: string) => {
    dispatch({ type: 'rowDeleted', uid });
    window.setTimeout(() => dispatch({ type: 'rowFadedOut', uid }), ROW_REMOVE_MS);
  };

  return (
    <section className={styles.step} aria-labelledby="step-rows" ref={sectionRef}>
      <h2 id="step-rows" className={styles.stepTitle}>
        {`${number}. Velg dyr`}
      </h2>
      {herdNeeded && herd.isPending ? (
        <Loading text="Laster..." />
      ) : herdNeeded && herd.isError ? (
        <p className={styles.errorText}>
          Det oppsto en feil ved henting av skjemaet.{' '}
          <Button variant="quiet" className={styles.inlineButton} onPress={() => void herd.refetch()}>
            Prøv på nytt
          </Button>
        </p>
      ) : (
        <>
          {draft.rows.length > 0 && (
            <RowList
              rows={draft.rows}
              summaryOf={(row) => rowSummary(action, group, row, herdDisplay)}
              notesOf={(row) => rowNotes(action, group, row)}
              errorsOf={(uid) => rowListErrorsOf(draft, errors, uid)}
              editingUid={screen.editingUid}
              onEdit={(uid) => dispatch({ type: 'rowEditOpened', uid })}
              onDelete={onDelete}
              remedyOf={remedyOf}
            />
          )}
          {showRowForm ? (
            <RowForm
              key={editingRow ? `edit-${editingRow.uid}` : `add-${screen.addFormKey}`}
              state={draft}
              editing={editingRow}
              herd={herd.data ?? []}
              today={osloDate(now)}
              onSubmit={onSubmit}
              onCancel={onCancel}
            />
          ) : (
            <Button variant="secondary" data-add-more onPress={() => dispatch({ type: 'addMoreOpened' })}>
              Legg til flere dyr
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={fewerPlaced !== null}
        title="Færre dyr med returkjøtt"
        cancelText="Nei"
        confirmText="Ja"
        onCancel={() => setFewerPlaced(null)}
        onConfirm={() => {
          if (fewerPlaced) change(fewerPlaced);
          setFewerPlaced(null);
        }}
      >
        <p>Antallet med returkjøtt er lavere enn antallet som er fordelt på oppdelinger. Dyrene som er for mange, tas ut av oppdelingene. Vil du fortsette?</p>
      </ConfirmDialog>
    </section>
  );
}
