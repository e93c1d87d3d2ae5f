import { divisionPresentation, ENROLMENT_MSG, type ReturnForm, returnMeatCount } from '@slakteweb/core';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { HtmlContent } from '@/components/ui/html-content';
import { WarningIcon } from '@/components/ui/icons';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { company } from '@/config/company';
import { useHerd } from '../api/get-herd';
import { rowSummary } from '../model/row-texts';
import { type StateRow, visibleRows } from '../model/entries';
import { type DivisionState, type Place, placedAt, placedIdsAt } from '../model/returns-model';
import styles from './register-enrolment.module.css';
import { ReturnFormFields } from './return-form-fields';
import { ReturnFormLoad } from './return-form-load';
import type { SectionProps } from './section-props';

/**
 * 'Returkjøtt' (spec §2 item 8, §4): the return-meat animals not yet placed ('Ufordelte dyr til
 * oppdeling'), the divisions ('Oppdeling N') with their animals and their form, moving animals
 * ('Velg oppdeling å flytte til', 'Opprett ny oppdeling'), deleting a division ('Er du sikker på å
 * slette denne gruppen?'), the common meat choices and the comment. Rules: core returns.ts.
 */
export function ReturnMeatSection(props: SectionProps) {
  const { number, returnForm } = props;
  return (
    <section className={styles.step} aria-labelledby="step-return-meat">
      <h2 id="step-return-meat" className={styles.stepTitle}>
        {`${number}. Returkjøtt`}
      </h2>
      <ReturnFormLoad query={returnForm}>{(form) => <ReturnMeat {...props} form={form} />}</ReturnFormLoad>
    </section>
  );
}

function ReturnMeat({ draft, screen, dispatch, errors, form }: SectionProps & { form: ReturnForm }) {
  const action = draft.action!;
  const group = draft.group!;
  const herd = useHerd(group === 'cattle');
  const label = (row: StateRow) => rowSummary(action, group, row, (uid) => herd.data?.find((a) => a.uid === uid)?.display);
  const rows = visibleRows(draft).filter((row) => returnMeatCount(row) > 0);
  const pool = rows.filter((row) => placedAt(row, null) > 0);
  const [deleting, setDeleting] = useState<string | null>(null);
  const show = (key: string) => (screen.sendAttempted ? errors[key] : undefined);
  const illegal = form['illegal-checkbox-combinations'];
  const rowIndex = (row: StateRow) => visibleRows(draft).indexOf(row);

  return (
    <>
      {form.description_meat && <HtmlContent html={form.description_meat} className={styles.helpText} />}

      <h3 className={styles.subTitle}>Ufordelte dyr til oppdeling</h3>
      {pool.length === 0 ? (
        <p className={styles.muted}>Alle dyr med returkjøtt er fordelt på oppdelinger.</p>
      ) : (
        <ul className={styles.placeList} aria-label="Ufordelte dyr til oppdeling">
          {pool.map((row) => (
            <PlacedAnimals key={`${row.uid}-${placedAt(row, null)}`} row={row} label={label(row)} from={null} divisions={draft.returnDivisions} error={show(`animal_rows.${rowIndex(row)}.return_options_groups`)} onMove={(to, amount, ids) => dispatch({ type: 'returnAnimalsMoved', uid: row.uid, from: null, to, amount, ids })} />
          ))}
        </ul>
      )}

      {draft.returnDivisions.map((division, i) => {
        const prefix = `returnSlaughterOptionsGroups.${i}.`;
        const placed = rows.filter((row) => placedAt(row, division.id) > 0);
        // Said once a division's form has been started, or at a try to send.
        const started = Object.keys(division.formData).length > 0;
        const formError = started || screen.sendAttempted ? errors[`${prefix}formData`] : undefined;
        // A whole carcass hides the cutting choices, and the header says so.
        const shown = divisionPresentation(form.per_division, division.formData, i + 1);
        return (
          <div key={division.id} className={styles.division} role="group" aria-labelledby={`division-${division.id}`}>
            <div className={styles.divisionHeader}>
              <h3 id={`division-${division.id}`} className={styles.subTitle}>
                {shown.customHeader ?? `Oppdeling ${i + 1}`}
              </h3>
              <Button variant="secondary" aria-label={`Slett oppdeling ${i + 1}`} onPress={() => setDeleting(division.id)}>
                Slett
              </Button>
            </div>
            <ul className={styles.placeList} aria-label={`Dyr i oppdeling ${i + 1}`}>
              {placed.map((row) => (
                <PlacedAnimals key={`${row.uid}-${placedAt(row, division.id)}`} row={row} label={label(row)} from={division.id} divisions={draft.returnDivisions} onMove={(to, amount, ids) => dispatch({ type: 'returnAnimalsMoved', uid: row.uid, from: division.id, to, amount, ids })} />
              ))}
            </ul>
            {formError && (
              <p className={styles.errorText} role="alert">
                <WarningIcon />
                {formError}
              </p>
            )}
            <ReturnFormFields
              name={division.id}
              fields={form.per_division.filter((f) => !(shown.hideFields ?? []).includes(f.id))}
              answers={division.formData}
              illegal={illegal}
              errorOf={(id) => (started || screen.sendAttempted ? errors[`${prefix}formData.${id}`] : undefined)}
              onAnswer={(fieldId, value) => dispatch({ type: 'divisionAnswered', id: division.id, fieldId, value })}
            />
          </div>
        );
      })}

      {form['common-meat'].length > 0 && (
        <>
          <h3 className={styles.subTitle}>For alt returkjøttet</h3>
          <ReturnFormFields
            name="common-meat"
            fields={form['common-meat']}
            answers={draft.returnCommon}
            illegal={illegal}
            errorOf={(id) => show(`returnSlaughterOptionsCommon.${id}`)}
            onAnswer={(fieldId, value) => dispatch({ type: 'commonAnswered', fieldId, value })}
          />
        </>
      )}
      <TextArea
        label="Kommentar til returkjøttet"
        value={draft.returnCommentMeat}
        onChange={(text) => dispatch({ type: 'returnCommentChanged', kind: 'meat', text })}
        maxChars={company.returnCommentMax}
      />

      <ConfirmDialog
        isOpen={deleting !== null}
        title="Slett oppdeling"
        cancelText="Nei"
        confirmText="Ja"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) dispatch({ type: 'divisionDeleted', id: deleting });
          setDeleting(null);
        }}
      >
        <p>Er du sikker på å slette denne gruppen?</p>
      </ConfirmDialog>
    </>
  );
}

interface PlacedAnimalsProps {
  row: StateRow;
  label: string;
  /** Where the animals are now: the pool (null) or a division. */
  from: Place;
  divisions: DivisionState[];
  error?: string | undefined;
  onMove: (to: Place | 'new', amount: number, ids: string[] | undefined) => void;
}

/** One numbered animal as the farmer knows it: 'nr. 301' (sheep), 'øremerke 4533' (sows and boars). */
function animalName(row: StateRow, id: string): string {
  if ('individual_pigs' in row && row.individual_pigs?.length) return `øremerke ${id}`;
  if ('return_skin_meat' in row && row.return_skin_meat) return `nr. ${id}`;
  return id;
}

/**
 * A row's return-meat animals in one place, and where to move them. Numbered animals (sheep,
 * sows and boars) are chosen one by one (spec §4: a division receives each selected animal);
 * animals counted by club number move as a count. Keyed by row and count, so the choice starts
 * afresh after a move. 'Flytt' always answers: without a place or animals to move, it says so.
 */
function PlacedAnimals({ row, label, from, divisions, error, onMove }: PlacedAnimalsProps) {
  const count = placedAt(row, from);
  const ids = placedIdsAt(row, from);
  const choosing = ids !== null && ids.length > 1;
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState(String(count));
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<{ field: 'to' | 'animals' | 'amount'; text: string } | null>(null);
  const errorId = useId();
  const problemId = useId();
  const targets = [
    ...(from !== null ? [{ value: 'pool', label: 'Ufordelte dyr til oppdeling' }] : []),
    ...divisions.map((d, i) => ({ value: d.id, label: `Oppdeling ${i + 1}` })).filter((t) => t.value !== from),
    { value: 'new', label: 'Opprett ny oppdeling' },
  ];
  const move = () => {
    if (choosing && chosen.length === 0) return setProblem({ field: 'animals', text: 'Velg hvilke dyr som skal flyttes' });
    if (ids === null && count > 1 && !(Number(amount) >= 1)) return setProblem({ field: 'amount', text: ENROLMENT_MSG.invalidAmount });
    if (to === '') return setProblem({ field: 'to', text: 'Velg hvor dyrene skal flyttes' });
    setProblem(null);
    onMove(to === 'pool' ? null : to, ids !== null ? (choosing ? chosen.length : ids.length) : count > 1 ? Number(amount) : 1, ids === null ? undefined : choosing ? chosen : ids);
    setTo('');
  };
  const problemText = problem && (
    <p id={problemId} className={styles.errorText} role="alert">
      <WarningIcon />
      {problem.text}
    </p>
  );
  return (
    <li className={styles.placed} aria-describedby={error ? errorId : undefined}>
      <p className={styles.placedLabel}>
        {label}
        {count > 1 && <span className={styles.muted}> – {count} dyr</span>}
      </p>
      {error && (
        <p id={errorId} className={styles.errorText}>
          <WarningIcon />
          {error}
        </p>
      )}
      {choosing && (
        <fieldset className={styles.animalChoice} aria-invalid={problem?.field === 'animals' || undefined} aria-describedby={problem?.field === 'animals' ? problemId : undefined}>
          <legend>{`Velg dyr å flytte: ${label}`}</legend>
          {ids.map((id) => (
            <Checkbox
              key={id}
              label={animalName(row, id)}
              checked={chosen.includes(id)}
              onChange={(e) => setChosen((now) => (e.target.checked ? [...now, id] : now.filter((x) => x !== id)))}
            />
          ))}
        </fieldset>
      )}
      <div className={styles.moveControls}>
        <SelectField label="Velg oppdeling å flytte til" placeholder="Velg …" options={targets} value={to} onChange={setTo} error={problem?.field === 'to' ? problem.text : undefined} />
        {ids === null && count > 1 && <TextField label="Antall" digitsOnly autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} error={problem?.field === 'amount' ? problem.text : undefined} />}
        <Button variant="secondary" onPress={move} aria-label={`Flytt ${label}`}>
          Flytt
        </Button>
      </div>
      {problem?.field === 'animals' && problemText}
    </li>
  );
}
