import { cattleUid, PREGNANCY_SUBCATEGORIES, type CattleSellRow, type HerdAnimal } from '@slakteweb/core';
import { useController } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchSelect } from '@/components/ui/search-select';
import { rowFormTexts } from '../../model/row-texts';
import { choose, RowComment } from './row-fields';
import { RowFormFrame } from './row-form-frame';
import type { RowFormProps } from './row-form-types';
import styles from './rows.module.css';
import { useRowForm } from './use-row-form';

type Props = RowFormProps<CattleSellRow> & {
  /** The farmer's cattle (GET /api/animals). */
  herd: HerdAnimal[];
};

interface CattleSellValues {
  /** The chosen animal's uid ('mark_no-individual_no'); '' before one is chosen. */
  animal: string;
  horn: boolean;
  pregnant: boolean;
  comment: string;
}

/** 'Drektig' applies only to heifers and cows on sell (spec §5). */
function canBePregnant(subcategory: string | undefined): boolean {
  return (PREGNANCY_SUBCATEGORIES as readonly string[]).includes(subcategory ?? '');
}


/** Selling one animal from the herd alive: with or without horns, and pregnant for heifers and cows. */
export function CattleSellRowForm({ herd, editing, errorsOf, onSubmit, onCancel }: Props) {
  /** The chosen animal; an edited animal that has left the herd since is kept as it was added. */
  const chosenOf = (uid: string) => {
    const animal = herd.find((a) => a.uid === uid);
    if (animal) return { mark_no: animal.mark_no, individual_no: animal.individual_no, subcategory_name: animal.subcategory_name };
    if (editing && uid === cattleUid(editing)) return { mark_no: editing.mark_no, individual_no: editing.individual_no, subcategory_name: editing.subcategory_name };
    return { mark_no: '', individual_no: '' };
  };
  const toRow = (values: CattleSellValues): CattleSellRow => {
    const chosen = chosenOf(values.animal);
    return { ...chosen, horn: values.horn, pregnant: canBePregnant(chosen.subcategory_name) && values.pregnant, comment: values.comment };
  };

  const form = useRowForm<CattleSellValues, CattleSellRow>({
    defaultValues: {
      animal: editing ? cattleUid(editing) : '',
      horn: editing?.horn ?? false,
      pregnant: editing?.pregnant ?? false,
      comment: editing?.comment ?? '',
    },
    errorsOf,
    toRows: (values) => [toRow(values)],
    // 'Velg et dyr', or that the animal is already in the list, shows at the choice of animal.
    errorName: (field) => (field === 'individual_no' ? 'animal' : field),
  });
  const { control, register, setValue, shownError } = form;
  const animal = useController({ control, name: 'animal' });
  const comment = useController({ control, name: 'comment' });

  const uid = animal.field.value;
  const pregnancyAsked = canBePregnant(chosenOf(uid).subcategory_name);
  const options = herd.map((a) => ({ id: a.uid, label: a.display }));
  if (editing && uid === cattleUid(editing) && !herd.some((a) => a.uid === uid)) {
    options.unshift({ id: uid, label: [uid, editing.subcategory_name].filter(Boolean).join(' ') });
  }

  return (
    <RowFormFrame
      texts={rowFormTexts('sell', editing !== undefined)}
      form={form}
      onValid={(values) => onSubmit([toRow(values)])}
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
            choose(animal.field, key);
            // Only heifers and cows can be pregnant: another animal starts unticked.
            if (!canBePregnant(herd.find((a) => a.uid === key)?.subcategory_name)) setValue('pregnant', false);
          }}
          showAllLabel="Vis alle dyr"
          emptyText="Fant ingen dyr"
          error={shownError('animal')}
        />
      )}
      <Checkbox label="Horn" {...register('horn')} />
      {pregnancyAsked && <Checkbox label="Drektig" {...register('pregnant')} />}
      <RowComment field={comment.field} error={shownError('comment')} />
    </RowFormFrame>
  );
}
