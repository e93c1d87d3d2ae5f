import { settlementLabel, type SettlementKind, type SettlementListItem } from '@slakteweb/core';
import { useMemo } from 'react';
import { SearchSelect } from '@/components/ui/search-select';

/** One key per settlement: a date can have more than one posted settlement. */
export function settlementKey(item: SettlementListItem): string {
  return `${item.date}|${item.settlement_no}`;
}

interface SettlementSelectProps {
  kind: SettlementKind;
  /** Newest first, as the server sends them. */
  items: SettlementListItem[];
  selectedKey: string;
  onSelect: (key: string) => void;
}

/**
 * 'Velg avregning': the shared searchable dropdown with the settlement labels of spec §2, the
 * newest marked '(nyeste avregning)'.
 */
export function SettlementSelect({ kind, items, selectedKey, onSelect }: SettlementSelectProps) {
  const options = useMemo(
    () => items.map((item, index) => ({ id: settlementKey(item), label: settlementLabel(item, kind, index === 0) })),
    [items, kind],
  );
  return (
    <SearchSelect
      label="Velg avregning"
      options={options}
      selectedKey={selectedKey}
      onSelect={onSelect}
      showAllLabel="Vis alle avregninger"
      emptyText="Ingen avregninger passer søket"
    />
  );
}
