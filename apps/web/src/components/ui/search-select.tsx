import { Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { ChevronDownIcon, WarningIcon } from './icons';
import { OptionLabel } from './option-label';
import styles from './search-select.module.css';

export interface SearchSelectOption {
  id: string;
  label: string;
}

interface SearchSelectProps {
  label: string;
  options: SearchSelectOption[];
  selectedKey: string;
  onSelect: (key: string) => void;
  /** Accessible name of the button that opens the whole list, e.g. 'Vis alle faktura'. */
  showAllLabel: string;
  /** Shown when the typed text matches nothing. */
  emptyText: string;
  /** Shown under the field and tied to it; marks the field invalid. */
  error?: string | undefined;
  className?: string;
}

/**
 * A searchable dropdown (react-aria ComboBox), like the settlement dropdown: type part of a label
 * to filter, or open the whole list with the button; arrow keys, Enter and Escape work, and screen
 * readers hear the options. Clearing the text keeps the current choice.
 */
export function SearchSelect({ label, options, selectedKey, onSelect, showAllLabel, emptyText, error, className }: SearchSelectProps) {
  return (
    <ComboBox
      className={cx(styles.select, className)}
      defaultItems={options}
      value={selectedKey}
      onChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
      allowsEmptyCollection
      isInvalid={error !== undefined}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.field}>
        <Input className={styles.input} />
        <AriaButton className={styles.button} aria-label={showAllLabel}>
          <ChevronDownIcon />
        </AriaButton>
      </div>
      {error && (
        <Text slot="errorMessage" className={styles.error}>
          <WarningIcon />
          {error}
        </Text>
      )}
      <Popover className={styles.popover} placement="bottom start">
        <ListBox<SearchSelectOption> className={styles.list} renderEmptyState={() => <p className={styles.empty}>{emptyText}</p>}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              <OptionLabel label={option.label} />
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
