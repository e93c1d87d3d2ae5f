import { settlementLabel, type SettlementKind, type SettlementListItem } from '@slakteweb/core';
import { useMemo } from 'react';
import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { ChevronDownIcon } from '../../../components/ui/icons';
import styles from './settlements.module.css';

/** One key per settlement: a date can have more than one posted settlement. */
export function settlementKey(item: SettlementListItem): string {
  return `${item.date}|${item.settlement_no}`;
}

interface SelectOption {
  id: string;
  label: string;
}

interface SettlementSelectProps {
  kind: SettlementKind;
  /** Newest first, as the server sends them. */
  items: SettlementListItem[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/**
 * The searchable settlement dropdown (react-aria ComboBox): type part of a date, number or amount
 * to filter, or open the whole list with the button; arrow keys, Enter and Escape work, and
 * screen readers hear the options. Labels per spec §2, the newest marked '(nyeste avregning)'.
 */
export function SettlementSelect({ kind, items, selectedKey, onSelect }: SettlementSelectProps) {
  const options = useMemo<SelectOption[]>(
    () => items.map((item, index) => ({ id: settlementKey(item), label: settlementLabel(item, kind, index === 0) })),
    [items, kind],
  );

  return (
    <ComboBox
      className={styles.select}
      defaultItems={options}
      value={selectedKey}
      // Clearing the text keeps the current settlement; it shows again when the field is left.
      onChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
      allowsEmptyCollection
    >
      <Label className={styles.selectLabel}>Velg avregning</Label>
      <div className={styles.selectField}>
        <Input className={styles.selectInput} />
        <AriaButton className={styles.selectButton} aria-label="Vis alle avregninger">
          <ChevronDownIcon />
        </AriaButton>
      </div>
      <Popover className={styles.selectPopover} placement="bottom start">
        <ListBox<SelectOption> className={styles.selectList} renderEmptyState={() => <p className={styles.selectEmpty}>Ingen avregninger passer søket</p>}>
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
