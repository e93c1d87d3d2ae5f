import { settlementLabel, type SettlementKind, type SettlementListItem } from '@slakteweb/core';
import { useMemo, useState } from 'react';
import { PagedSearchSelect } from '@/components/ui/paged-search-select';
import type { SearchSelectOption } from '@/components/ui/search-select';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/use-debounced-value';
import { useSettlementPages } from '../api/get-settlement-pages';

export const NO_MATCH_TEXT = 'Ingen avregninger passer søket';
export const SEARCH_ERROR_TEXT = 'Kunne ikke søke i avregningene. Prøv igjen.';

/** One key per settlement: a date can have more than one posted settlement. */
export function settlementKey(item: SettlementListItem): string {
  return `${item.date}|${item.settlement_no}`;
}

interface SettlementSelectProps {
  kind: SettlementKind;
  /** The key of the newest settlement of all, marked '(nyeste avregning)' wherever it shows. */
  newestKey: string;
  selected: SettlementListItem;
  onSelect: (item: SettlementListItem) => void;
}

/**
 * 'Velg avregning': the searchable dropdown with the settlement labels of spec §2, the newest
 * marked '(nyeste avregning)'. It holds a page at a time (newest first, the next page loads at the
 * list's end) and searches the whole history on the server, so a farm with ten years of
 * settlements downloads only what the farmer looks at.
 */
export function SettlementSelect({ kind, newestKey, selected, onSelect }: SettlementSelectProps) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // Without a search this is the view's own query (same key): the first page is already here.
  const pages = useSettlementPages(kind, search);
  const items = useMemo(() => pages.data?.pages.flatMap((page) => page.items) ?? [], [pages.data]);
  const toOption = (item: SettlementListItem): SearchSelectOption => ({
    id: settlementKey(item),
    label: settlementLabel(item, kind, settlementKey(item) === newestKey),
  });
  // Until the server has answered the typed text, the old options would mislead: say 'Søker …'.
  const isSearching = typed.trim() !== search || pages.isPlaceholderData || pages.isPending;

  return (
    <PagedSearchSelect
      label="Velg avregning"
      showAllLabel="Vis alle avregninger"
      emptyText={pages.isError && !pages.data ? SEARCH_ERROR_TEXT : NO_MATCH_TEXT}
      options={isSearching ? [] : items.map(toOption)}
      selected={toOption(selected)}
      onSelect={(key) => onSelect(items.find((item) => settlementKey(item) === key) ?? selected)}
      onSearchChange={setTyped}
      isSearching={isSearching && !pages.isError}
      hasMore={pages.hasNextPage}
      isLoadingMore={pages.isFetchingNextPage}
      onLoadMore={() => {
        if (pages.hasNextPage && !pages.isFetchingNextPage) void pages.fetchNextPage();
      }}
    />
  );
}
