import { useState } from 'react';
import { Button as AriaButton, Collection, ComboBox, Input, Label, ListBox, ListBoxItem, ListBoxLoadMoreItem, Popover } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { ChevronDownIcon } from './icons';
import { OptionLabel } from './option-label';
import { Spinner } from './loading';
import type { SearchSelectOption } from './search-select';
import styles from './search-select.module.css';

export const LOADING_MORE_TEXT = 'Laster flere …';
export const SEARCHING_TEXT = 'Søker …';

interface PagedSearchSelectProps {
  label: string;
  /** What the list holds now: the pages loaded so far, or the server's answer to the search. */
  options: SearchSelectOption[];
  /** The current choice; it need not be among `options` (e.g. an old one found by an earlier search). */
  selected: SearchSelectOption;
  onSelect: (key: string) => void;
  /** The text typed to search ('' when the field shows the choice again); the caller asks the server. */
  onSearchChange: (text: string) => void;
  /** The answer to the typed text is still on its way: say so rather than 'nothing found'. */
  isSearching: boolean;
  /** Older items exist: reaching the end of the list loads the next page. */
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Accessible name of the button that opens the whole list, e.g. 'Vis alle faktura'. */
  showAllLabel: string;
  /** Shown when the search finds nothing. */
  emptyText: string;
  className?: string;
}

/**
 * SearchSelect for lists too long to download whole: the server searches and pages, this field
 * shows what it answers. Same look and keys as SearchSelect (arrow keys, Enter, Escape, 'Vis alle'
 * button); the list loads its next page when the farmer scrolls or arrows to its end
 * (react-aria's ListBoxLoadMoreItem). Input and choice are both controlled here, so leaving the
 * field (Escape, a pick, focus elsewhere) always shows the chosen item's label again.
 */
export function PagedSearchSelect(props: PagedSearchSelectProps) {
  const { label, options, selected, onSelect, onSearchChange, isSearching, hasMore, isLoadingMore, onLoadMore, showAllLabel, emptyText, className } = props;
  // null: not searching, the field shows the choice.
  const [typed, setTyped] = useState<string | null>(null);

  const showChoice = () => {
    setTyped(null);
    onSearchChange('');
  };

  return (
    <ComboBox
      className={cx(styles.select, className)}
      items={options}
      selectedKey={selected.id}
      inputValue={typed ?? selected.label}
      onInputChange={(text) => {
        setTyped(text);
        onSearchChange(text);
      }}
      onSelectionChange={(key) => {
        showChoice();
        if (key !== null && String(key) !== selected.id) onSelect(String(key));
      }}
      onOpenChange={(isOpen, trigger) => {
        // Closing, or opening the whole list with the button or the arrow keys: no search.
        if (!isOpen || trigger === 'manual') showChoice();
      }}
      allowsEmptyCollection
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.field}>
        <Input className={styles.input} />
        <AriaButton className={styles.button} aria-label={showAllLabel}>
          <ChevronDownIcon />
        </AriaButton>
      </div>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox<SearchSelectOption> className={styles.list} renderEmptyState={() => <p className={styles.empty}>{isSearching ? SEARCHING_TEXT : emptyText}</p>}>
          <Collection items={options}>
            {(option) => (
              <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
                <OptionLabel label={option.label} />
              </ListBoxItem>
            )}
          </Collection>
          {/* While a search is on its way the list is empty: its end would be 'in view' and load pages of the old list. */}
          {hasMore && !isSearching && (
            <ListBoxLoadMoreItem className={styles.loadingMore} onLoadMore={onLoadMore} isLoading={isLoadingMore}>
              <Spinner small />
              {LOADING_MORE_TEXT}
            </ListBoxLoadMoreItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
