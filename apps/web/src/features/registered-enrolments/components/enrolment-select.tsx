import { useMemo } from 'react';
import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons';
import type { RegisteredEnrolmentDate } from '../api/get-registered-enrolment-dates';
import { enrolmentKey, enrolmentLabel } from '../enrolment-format';
import styles from './registered-enrolments.module.css';

interface SelectOption {
  id: string;
  label: string;
}

interface EnrolmentSelectProps {
  /** Newest first, as the server sends them. */
  items: RegisteredEnrolmentDate[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/**
 * 'Velg innmelding' (spec §2): a searchable dropdown (react-aria ComboBox). Type part of a date
 * or a kind to filter, or open the whole list with the button; arrow keys, Enter and Escape work,
 * and screen readers hear the options. The newest is marked '(nyeste innmelding)'.
 */
export function EnrolmentSelect({ items, selectedKey, onSelect }: EnrolmentSelectProps) {
  const options = useMemo<SelectOption[]>(
    () => items.map((item, index) => ({ id: enrolmentKey(item), label: enrolmentLabel(item, index === 0) })),
    [items],
  );

  return (
    <ComboBox
      className={styles.select}
      defaultItems={options}
      value={selectedKey}
      // Clearing the text keeps the current enrolment; it shows again when the field is left.
      onChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
      allowsEmptyCollection
    >
      <Label className={styles.selectLabel}>Velg innmelding</Label>
      <div className={styles.selectField}>
        <Input className={styles.selectInput} />
        <AriaButton className={styles.selectButton} aria-label="Vis alle innmeldinger">
          <ChevronDownIcon />
        </AriaButton>
      </div>
      <Popover className={styles.selectPopover} placement="bottom start">
        <ListBox<SelectOption> className={styles.selectList} renderEmptyState={() => <p className={styles.selectEmpty}>Ingen innmeldinger passer søket</p>}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.selectOption}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
