import type { SettlementKind, SettlementListItem } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { postedSlaughterByDateQueryOptions } from '../api/get-posted-slaughter-by-date';
import { postedSlaughtersListQueryOptions } from '../api/get-posted-slaughters-list';
import { tempSlaughterByDateQueryOptions } from '../api/get-temp-slaughter-by-date';
import { tempSlaughtersListQueryOptions } from '../api/get-temp-slaughters-list';
import { SettlementDetailView } from './settlement-detail';
import { SettlementSelect, settlementKey } from './settlement-select';

export const NOT_FOUND_TEXT = 'Fant ingen avregninger av valgt type';
export const FETCH_ERROR_TEXT = 'Kunne ikke hente avregninger av valgt type';

/**
 * 'Etter avregning' (and the whole temp tab): the list of settlements in a searchable dropdown,
 * the newest selected at first, and the chosen one's detail below (spec §2, §4).
 */
export function BySettlementView({ kind }: { kind: SettlementKind }) {
  const list = useQuery(kind === 'posted' ? postedSlaughtersListQueryOptions() : tempSlaughtersListQueryOptions());
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  if (list.isPending) return <Loading />;
  if (list.isError) return <ErrorState message={FETCH_ERROR_TEXT} onRetry={() => void list.refetch()} />;
  const items = list.data;
  const first = items[0];
  if (!first) return <Alert kind="info">{NOT_FOUND_TEXT}</Alert>;

  // The first (newest) is selected until the user picks another.
  const selected = items.find((item) => settlementKey(item) === selectedKey) ?? first;
  const key = settlementKey(selected);

  return (
    <>
      <SettlementSelect kind={kind} items={items} selectedKey={key} onSelect={setSelectedKey} />
      {/* Keyed by settlement: another settlement starts with its groups closed. */}
      <SettlementDetailLoader key={key} kind={kind} item={selected} />
    </>
  );
}

/** The chosen settlement's detail, from the cache when it was opened before (spec §4). */
function SettlementDetailLoader({ kind, item }: { kind: SettlementKind; item: SettlementListItem }) {
  const detail = useQuery(
    kind === 'posted' ? postedSlaughterByDateQueryOptions(item.date, item.settlement_no) : tempSlaughterByDateQueryOptions(item.date),
  );
  if (detail.isPending) return <Loading />;
  if (detail.isError) return <ErrorState message={FETCH_ERROR_TEXT} onRetry={() => void detail.refetch()} />;
  return <SettlementDetailView kind={kind} detail={detail.data} />;
}
