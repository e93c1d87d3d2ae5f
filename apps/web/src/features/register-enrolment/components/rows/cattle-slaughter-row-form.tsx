import { cattleUid, ENROLMENT_LIMITS, formatDate, type CattleSlaughterRow, type HerdAnimal } from '@slakteweb/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { Controller, useController, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { WarningIcon } from '@/components/ui/icons';
import { SearchSelect } from '@/components/ui/search-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { rowFormTexts } from '../../model/row-texts';
import { AnimalBox, choose, RowComment } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';
import { useRowForm } from './use-row-form';

type Props = RowFormProps<CattleSlaughterRow> & {
  /** The farmer's cattle (GET /api/animals). */
  herd: HerdAnimal[];
  /** Today on the server's clock (yyyy-MM-dd): withdrawal periods running from today on are shown. */
  today: string;
};

/** 'tilbakeholdelsestid til 03.12.2026' for an animal whose withdrawal period has not ended; undefined otherwise. */
function withdrawalText(animal: HerdAnimal, today: string): string | undefined {
  return animal.restrain_limit !== null && animal.restrain_limit >= today ? `tilbakeholdelsestid til ${formatDate(animal.restrain_limit)}` : undefined;
}

/** The animal as the herd list names it, with a running withdrawal period. */
function herdLabel(animal: HerdAnimal, today: string): string {
  const withdrawal = withdrawalText(animal, today);
  return withdrawal ? `${animal.display}, ${withdrawal}` : animal.display;
}

const EMPTY_HERD = 'Fant ingen dyr i besetningen.';

/** What the farmer ticked for one animal besides choosing it. */
interface AnimalTicks {
  /** A health remark (filled in below the rows). */
  health: boolean;
  /** Its meat, and its hide, come back. */
  meat: boolean;
  skin: boolean;
}

/** The row of one animal (of the herd, or as it was added) with what is ticked for it. */
function rowOf(animal: Pick<CattleSlaughterRow, 'mark_no' | 'individual_no' | 'subcategory_name'>, comment: string, ticks: AnimalTicks): CattleSlaughterRow {
  return {
    mark_no: animal.mark_no,
    individual_no: animal.individual_no,
    subcategory_name: animal.subcategory_name,
    comment,
    ...(ticks.health ? { has_health_remarks: true } : {}),
    ...(ticks.meat ? { return_meat: true } : {}),
    ...(ticks.skin ? { return_skin: true } : {}),
  };
}

/** A row with no animal: the rules answer 'Velg et dyr' (key individual_no). */
const NO_ANIMAL: CattleSlaughterRow = { mark_no: '', individual_no: '', comment: '' };

/**
 * Cattle for slaughter (spec §3 Cattle row): animals from the farmer's herd. Adding, the farmer
 * ticks one or several animals and may comment on each; each becomes its own row. Changing a row
 * is changing its one animal and its comment.
 */
export function CattleSlaughterRowForm(props: Props) {
  return props.editing ? <EditCattleSlaughterRow {...props} editing={props.editing} /> : <AddCattleSlaughterRows {...props} />;
}

interface AddValues {
  /** Each herd animal by uid: whether it is chosen, its comment, and what else is ticked for it. */
  animals: Record<string, { chosen: boolean; comment: string } & AnimalTicks>;
}

function AddCattleSlaughterRows({ herd, today, errorsOf, onSubmit, onCancel }: Props) {
  // In the herd's order, whatever order they were ticked in.
  const chosenOf = (values: AddValues) => herd.filter((a) => values.animals[a.uid]?.chosen);
  const toRows = (values: AddValues) => {
    const chosen = chosenOf(values);
    return chosen.length > 0
      ? chosen.map((a) => {
          const v = values.animals[a.uid];
          return rowOf(a, v?.comment ?? '', { health: v?.health === true, meat: v?.meat === true, skin: v?.skin === true });
        })
      : [NO_ANIMAL];
  };

  const form = useRowForm<AddValues, CattleSlaughterRow>({
    defaultValues: { animals: Object.fromEntries(herd.map((a) => [a.uid, { chosen: false, comment: '', health: false, meat: false, skin: false }])) },
    errorsOf,
    toRows,
    // Row j is the j-th ticked animal: its errors go to its tick (already added) and its comment.
    // With nothing ticked, 'Velg et dyr' concerns the whole herd list.
    errorName: (field, j, values) => {
      const animal = chosenOf(values)[j];
      if (!animal) return 'animals';
      return `animals.${animal.uid}.${field === 'comment' ? 'comment' : 'chosen'}`;
    },
  });
  const { control, register, setValue, getFieldState, formState, shownError } = form;
  const animals = useWatch({ control, name: 'animals' });
  const [filter, setFilter] = useState('');
  const chooseErrorId = useId();

  const chosen = herd.filter((a) => animals[a.uid]?.chosen);
  // The herd list's errors show once an animal has been ticked or unticked.
  const ticked = Object.values(formState.touchedFields.animals ?? {}).some((a) => a?.chosen);
  const showChoiceErrors = ticked || formState.isSubmitted;
  const duplicateOf = (animal: HerdAnimal) =>
    showChoiceErrors ? getFieldState(`animals.${animal.uid}.chosen`, formState).error?.message : undefined;
  // 'Velg et dyr', or that one or more chosen animals are already in the list: said once, above the herd.
  const noAnimal = showChoiceErrors ? formState.errors.animals?.root?.message : undefined;
  const chooseError = noAnimal ?? chosen.map(duplicateOf).find(Boolean);

  const needle = filter.trim().toLowerCase();
  const listed = needle === '' ? herd : herd.filter((a) => herdLabel(a, today).toLowerCase().includes(needle));

  const toggle = (uid: string, checked: boolean) => {
    // A ticked animal starts without a comment, remark or return, also when ticked again.
    setValue(`animals.${uid}.comment`, '');
    for (const box of ['health', 'meat', 'skin'] as const) setValue(`animals.${uid}.${box}`, false);
    setValue(`animals.${uid}.chosen`, checked, { shouldTouch: true });
  };

  // The search only filters the list: Enter there must not add the ticked animals.
  const keepEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.preventDefault();
  };

  return (
    <RowFormFrame texts={rowFormTexts('slaughter', false)} form={form} onValid={(values) => onSubmit(toRows(values))} onCancel={onCancel}>
      {herd.length === 0 ? (
        <>
          <p className={styles.empty}>{EMPTY_HERD}</p>
          {chooseError && (
            <p className={styles.error}>
              <WarningIcon />
              {chooseError}
            </p>
          )}
        </>
      ) : (
        <>
          <TextField
            label="Søk i besetningen"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            onKeyDown={keepEnter}
          />
          <fieldset className={styles.fieldset} aria-describedby={chooseError ? chooseErrorId : undefined}>
            <legend className={styles.legend}>Velg dyr</legend>
            {chooseError && (
              <p id={chooseErrorId} className={styles.error}>
                <WarningIcon />
                {chooseError}
              </p>
            )}
            {listed.length === 0 ? (
              <p className={styles.empty}>Fant ingen dyr</p>
            ) : (
              <ul className={styles.herdList}>
                {listed.map((animal) => {
                  const duplicate = duplicateOf(animal);
                  return (
                    <li key={animal.uid}>
                      <Checkbox
                        label={herdLabel(animal, today)}
                        checked={animals[animal.uid]?.chosen ?? false}
                        onChange={(e) => toggle(animal.uid, e.target.checked)}
                        aria-invalid={duplicate ? true : undefined}
                        aria-describedby={duplicate ? chooseErrorId : undefined}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          {/* The chosen animals stay here whatever the search shows, each with its own comment. */}
          {chosen.length > 0 && (
            <section aria-label="Valgte dyr">
              <p className={styles.legend}>Valgte dyr: {chosen.length}</p>
              <ul className={styles.chosen}>
                {chosen.map((animal) => (
                  <li key={animal.uid}>
                    <Controller
                      control={control}
                      name={`animals.${animal.uid}.comment`}
                      render={({ field }) => (
                        <TextArea
                          label={`Kommentar til ${animal.display}`}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          maxChars={ENROLMENT_LIMITS.rowComment}
                          error={shownError(`animals.${animal.uid}.comment`)}
                        />
                      )}
                    />
                    <div className={styles.animalBoxes}>
                      <AnimalBox label="Returkjøtt" animal={animal.display} registered={register(`animals.${animal.uid}.meat`)} />
                      <AnimalBox label="Returhud" animal={animal.display} registered={register(`animals.${animal.uid}.skin`)} />
                      <AnimalBox label="Helseavvik" animal={animal.display} registered={register(`animals.${animal.uid}.health`)} />
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </RowFormFrame>
  );
}

interface EditValues extends AnimalTicks {
  /** The chosen animal's uid ('mark_no-individual_no'). */
  animal: string;
  comment: string;
}

function EditCattleSlaughterRow({ herd, today, editing, errorsOf, onSubmit, onCancel }: Props & { editing: CattleSlaughterRow }) {
  const editedUid = cattleUid(editing);
  // The edited animal may have left the herd since it was added: keep it as it was then.
  const toRow = (values: EditValues): CattleSlaughterRow => {
    const animal = herd.find((a) => a.uid === values.animal);
    const ticks = { health: values.health, meat: values.meat, skin: values.skin };
    return rowOf(animal ?? editing, values.comment, ticks);
  };

  const form = useRowForm<EditValues, CattleSlaughterRow>({
    defaultValues: {
      animal: editedUid,
      comment: editing.comment,
      health: editing.has_health_remarks === true,
      meat: editing.return_meat === true,
      skin: editing.return_skin === true,
    },
    errorsOf,
    toRows: (values) => [toRow(values)],
    // 'Velg et dyr', or that the animal is already in the list, shows at the choice of animal.
    errorName: (field) => (field === 'individual_no' ? 'animal' : field),
  });
  const { control, register, shownError } = form;
  const animal = useController({ control, name: 'animal' });
  const comment = useController({ control, name: 'comment' });

  const uid = animal.field.value;
  const options = herd.map((a) => ({ id: a.uid, label: herdLabel(a, today) }));
  if (!herd.some((a) => a.uid === uid)) options.unshift({ id: uid, label: [uid, editing.subcategory_name].filter(Boolean).join(' ') });

  return (
    <RowFormFrame texts={rowFormTexts('slaughter', true)} form={form} onValid={(values) => onSubmit([toRow(values)])} onCancel={onCancel}>
      {herd.length === 0 && <p className={styles.empty}>{EMPTY_HERD}</p>}
      <SearchSelect
        className={styles.spaced}
        label="Velg dyr"
        options={options}
        selectedKey={uid}
        onSelect={(key) => choose(animal.field, key)}
        showAllLabel="Vis alle dyr"
        emptyText="Fant ingen dyr"
        error={shownError('animal')}
      />
      <RowComment field={comment.field} error={shownError('comment')} />
      <div className={styles.animalBoxes}>
        <Checkbox label="Returkjøtt" {...register('meat')} />
        <Checkbox label="Returhud" {...register('skin')} />
        <Checkbox label="Helseavvik" {...register('health')} />
      </div>
    </RowFormFrame>
  );
}
