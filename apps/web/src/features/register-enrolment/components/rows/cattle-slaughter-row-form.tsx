import { ENROLMENT_LIMITS, type CattleSlaughterRow, type FieldErrors, type HerdAnimal } from '@slakteweb/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { WarningIcon } from '@/components/ui/icons';
import { SearchSelect } from '@/components/ui/search-select';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { rowFormTexts } from '../../model/enrolment-model';
import { RowComment } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';

type Props = RowFormProps<CattleSlaughterRow> & {
  /** The farmer's cattle (GET /api/animals). */
  herd: HerdAnimal[];
};

const EMPTY_HERD = 'Fant ingen dyr i besetningen.';

/** The row of one herd animal. */
function rowOf(animal: HerdAnimal, comment: string): CattleSlaughterRow {
  return { mark_no: animal.mark_no, individual_no: animal.individual_no, subcategory_name: animal.subcategory_name, comment };
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

function AddCattleSlaughterRows({ herd, errorsOf, onSubmit, onCancel }: Props) {
  const [filter, setFilter] = useState('');
  // Chosen animals by uid, with the comment of each.
  const [comments, setComments] = useState<ReadonlyMap<string, string>>(new Map());
  const { touch, showAll, shows } = useErrorVisibility();
  const chooseErrorId = useId();

  // In the herd's order, whatever order they were ticked in.
  const chosen = herd.filter((a) => comments.has(a.uid));
  const candidates = chosen.length > 0 ? chosen.map((a) => rowOf(a, comments.get(a.uid) ?? '')) : [NO_ANIMAL];
  const errors = errorsOf(candidates);
  const errorsOfAnimal = new Map<string, FieldErrors>(chosen.map((a, j) => [a.uid, errors[j] ?? {}]));
  const valid = errors.every((e) => Object.keys(e).length === 0);

  // 'Velg et dyr', or that one or more chosen animals are already in the list: said once, above the herd.
  const chooseError = errors.map((e) => e.individual_no).find(Boolean);
  const shownChooseError = shows('individual_no') ? chooseError : undefined;

  const needle = filter.trim().toLowerCase();
  const listed = needle === '' ? herd : herd.filter((a) => a.display.toLowerCase().includes(needle));

  const toggle = (uid: string, checked: boolean) => {
    setComments((prev) => {
      const next = new Map(prev);
      if (checked) next.set(uid, prev.get(uid) ?? '');
      else next.delete(uid);
      return next;
    });
    touch('individual_no');
  };

  // The search only filters the list: Enter there must not add the ticked animals.
  const keepEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.preventDefault();
  };

  return (
    <RowFormFrame
      texts={rowFormTexts('slaughter', false)}
      valid={valid}
      onSubmit={() => onSubmit(candidates)}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      {herd.length === 0 ? (
        <>
          <p className={styles.empty}>{EMPTY_HERD}</p>
          {shownChooseError && (
            <p className={styles.error}>
              <WarningIcon />
              {shownChooseError}
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
          <fieldset className={styles.fieldset} aria-describedby={shownChooseError ? chooseErrorId : undefined}>
            <legend className={styles.legend}>Velg dyr</legend>
            {shownChooseError && (
              <p id={chooseErrorId} className={styles.error}>
                <WarningIcon />
                {shownChooseError}
              </p>
            )}
            {listed.length === 0 ? (
              <p className={styles.empty}>Fant ingen dyr</p>
            ) : (
              <ul className={styles.herdList}>
                {listed.map((animal) => {
                  const duplicate = shows('individual_no') ? errorsOfAnimal.get(animal.uid)?.individual_no : undefined;
                  return (
                    <li key={animal.uid}>
                      <Checkbox
                        label={animal.display}
                        checked={comments.has(animal.uid)}
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
                {chosen.map((animal) => {
                  const key = `comment:${animal.uid}`;
                  const commentError = shows(key) ? errorsOfAnimal.get(animal.uid)?.comment : undefined;
                  return (
                    <li key={animal.uid}>
                      <TextArea
                        label={`Kommentar til ${animal.display}`}
                        value={comments.get(animal.uid) ?? ''}
                        onChange={(value) => setComments((prev) => new Map(prev).set(animal.uid, value))}
                        onBlur={() => touch(key)}
                        maxChars={ENROLMENT_LIMITS.rowComment}
                        error={commentError}
                      />
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </>
      )}
    </RowFormFrame>
  );
}

function EditCattleSlaughterRow({ herd, editing, errorsOf, onSubmit, onCancel }: Props & { editing: CattleSlaughterRow }) {
  const [uid, setUid] = useState(`${editing.mark_no}-${editing.individual_no}`);
  const [comment, setComment] = useState(editing.comment);
  const { touch, showAll, visible } = useErrorVisibility();

  const animal = herd.find((a) => a.uid === uid);
  // The edited animal may have left the herd since it was added: keep it as it was then.
  const row: CattleSlaughterRow = animal
    ? rowOf(animal, comment)
    : { mark_no: editing.mark_no, individual_no: editing.individual_no, subcategory_name: editing.subcategory_name, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  const options = herd.map((a) => ({ id: a.uid, label: a.display }));
  if (!animal) options.unshift({ id: uid, label: [uid, editing.subcategory_name].filter(Boolean).join(' ') });

  return (
    <RowFormFrame
      texts={rowFormTexts('slaughter', true)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([row])}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      {herd.length === 0 && <p className={styles.empty}>{EMPTY_HERD}</p>}
      <SearchSelect
        className={styles.spaced}
        label="Velg dyr"
        options={options}
        selectedKey={uid}
        onSelect={(key) => {
          setUid(key);
          touch('individual_no');
        }}
        showAllLabel="Vis alle dyr"
        emptyText="Fant ingen dyr"
        error={shown.individual_no}
      />
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
