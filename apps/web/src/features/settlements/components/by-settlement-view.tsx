import type { SettlementKind, SettlementListItem } from '@slakteweb/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { postedSlaughterByDateQueryOptions } from '../api/get-posted-slaughter-by-date';
import { useSettlementPages } from '../api/get-settlement-pages';
import { tempSlaughterByDateQueryOptions } from '../api/get-temp-slaughter-by-date';
import { SettlementDetailView } from './settlement-detail';
import { SettlementSelect, settlementKey } from './settlement-select';

export const NOT_FOUND_TEXT = 'Fant ingen avregninger av valgt type';
export const FETCH_ERROR_TEXT = 'Kunne ikke hente avregninger av valgt type';

/**
 * 'Etter avregning' (and the whole temp tab): the settlements in a searchable dropdown, a page at
 * a time, the newest selected at first, and the chosen one's detail below (spec §2, §4).
 */
export function BySettlementView({ kind }: { kind: SettlementKind }) {
  // The first page: the newest settlement, and the dropdown's first options (same query).
  const first = useSettlementPages(kind, '');
  const [chosen, setChosen] = useState<SettlementListItem | null>(null);

  // A failed refetch keeps what was shown; only a first load that fails is an error.
  if (!first.data) return first.isError ? <ErrorState message={FETCH_ERROR_TEXT} error={first.error} onRetry={() => void first.refetch()} /> : <Loading />;
  const newest = first.data.pages[0]?.items[0];
  if (!newest) return <Alert kind="info">{NOT_FOUND_TEXT}</Alert>;

  // The newest is selected until the user picks another.
  const selected = chosen ?? newest;
  const key = settlementKey(selected);

  return (
    <>
      <SettlementSelect kind={kind} newestKey={settlementKey(newest)} selected={selected} onSelect={setChosen} />
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
  if (detail.isError) return <ErrorState message={FETCH_ERROR_TEXT} error={detail.error} onRetry={() => void detail.refetch()} />;
  return <SettlementDetailView kind={kind} detail={detail.data} />;
}
