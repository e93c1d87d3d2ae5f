import { PREGNANCY_SUBCATEGORIES, type CattleSellRow, type HerdAnimal } from '@slakteweb/core';
import { useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchSelect } from '@/components/ui/search-select';
import { rowFormTexts } from '../../model/enrolment-model';
import { RowComment } from './row-fields';
import { RowFormFrame, useErrorVisibility } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';

type Props = RowFormProps<CattleSellRow> & {
  /** The farmer's cattle (GET /api/animals). */
  herd: HerdAnimal[];
};

/** 'Drektig' applies only to heifers and cows on sell (spec §5). */
function canBePregnant(subcategory: string | undefined): boolean {
  return (PREGNANCY_SUBCATEGORIES as readonly string[]).includes(subcategory ?? '');
}

/** Selling one animal from the herd alive: with or without horns, and pregnant for heifers and cows. */
export function CattleSellRowForm({ herd, editing, errorsOf, onSubmit, onCancel }: Props) {
  const [uid, setUid] = useState(editing ? `${editing.mark_no}-${editing.individual_no}` : '');
  const [horn, setHorn] = useState(editing?.horn ?? false);
  const [pregnant, setPregnant] = useState(editing?.pregnant ?? false);
  const [comment, setComment] = useState(editing?.comment ?? '');
  const { touch, showAll, visible } = useErrorVisibility();

  const animal = herd.find((a) => a.uid === uid);
  // An edited animal that has left the herd since is kept as it was added.
  const kept = editing && uid === `${editing.mark_no}-${editing.individual_no}` ? editing : undefined;
  const chosen = animal
    ? { mark_no: animal.mark_no, individual_no: animal.individual_no, subcategory_name: animal.subcategory_name }
    : kept
      ? { mark_no: kept.mark_no, individual_no: kept.individual_no, subcategory_name: kept.subcategory_name }
      : { mark_no: '', individual_no: '' };
  const pregnancyAsked = canBePregnant(chosen.subcategory_name);

  const row: CattleSellRow = { ...chosen, horn, pregnant: pregnancyAsked && pregnant, comment };
  const errors = errorsOf([row])[0] ?? {};
  const shown = visible(errors);

  const options = herd.map((a) => ({ id: a.uid, label: a.display }));
  if (!animal && kept) options.unshift({ id: uid, label: [uid, kept.subcategory_name].filter(Boolean).join(' ') });

  return (
    <RowFormFrame
      texts={rowFormTexts('sell', editing !== undefined)}
      valid={Object.keys(errors).length === 0}
      onSubmit={() => onSubmit([row])}
      onInvalidSubmit={showAll}
      onCancel={onCancel}
    >
      {herd.length === 0 && <p className={styles.empty}>Fant ingen dyr i besetningen.</p>}
      {options.length > 0 && (
        <SearchSelect
          className={styles.spaced}
          label="Velg dyr"
          options={options}
          selectedKey={uid}
          onSelect={(key) => {
            setUid(key);
            // Only heifers and cows can be pregnant: another animal starts unticked.
            if (!canBePregnant(herd.find((a) => a.uid === key)?.subcategory_name)) setPregnant(false);
            touch('individual_no');
          }}
          showAllLabel="Vis alle dyr"
          emptyText="Fant ingen dyr"
          // 'Velg et dyr', or that the animal is already in the list.
          error={shown.individual_no}
        />
      )}
      <Checkbox label="Horn" checked={horn} onChange={(e) => setHorn(e.target.checked)} />
      {pregnancyAsked && <Checkbox label="Drektig" checked={pregnant} onChange={(e) => setPregnant(e.target.checked)} />}
      <RowComment value={comment} onChange={setComment} error={shown.comment} />
    </RowFormFrame>
  );
}
