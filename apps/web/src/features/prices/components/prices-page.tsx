import { isoWeekOfDate, type IsoWeek, osloDate, PRICE_KIND_LABEL, PRICE_KINDS, type PriceKind, type PriceListView } from '@slakteweb/core';
import { useId, useState } from 'react';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { LinkTabs } from '@/components/ui/link-tabs';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { usePriceLists } from '../api/get-price-lists';
import { PriceListDetails } from './price-list-details';
import { PriceCalculator } from './price-calculator';
import { PricePathSection } from './price-path-section';
import styles from './prices.module.css';

export const PRICES_PATH = '/priser';
export const CALCULATOR_PATH = '/priser/hva-far-jeg';
const PRICE_TABS = [
  { label: 'Prislister', to: PRICES_PATH },
  { label: 'Hva får jeg?', to: CALCULATOR_PATH },
];

/**
 * 'Priser' (DESIGN.md §10 Prices): the cooperative's lists in force this week for the kinds the
 * farm keeps, one kind and category at a time, in plain Norwegian, and the notering week by week;
 * on its second tab, what an animal would fetch ('Hva får jeg?').
 */
export function PricesPage({ tab }: { tab: 'lists' | 'calculator' }) {
  const lists = usePriceLists();
  const thisWeek = isoWeekOfDate(osloDate(new Date()));
  let body;
  if (lists.isPending) body = <Loading text="Laster prislistene..." />;
  else if (lists.isError) body = <ErrorState message="Kunne ikke hente prislistene." error={lists.error} onRetry={() => void lists.refetch()} />;
  else if (lists.data.length === 0) body = <Alert kind="info">Det er ingen prisliste for dyreslagene dine denne uken.</Alert>;
  else if (tab === 'calculator') body = <PriceCalculator lists={lists.data} thisWeek={thisWeek} />;
  else body = <PricesView lists={lists.data} thisWeek={thisWeek} />;
  return (
    <Page title="Priser">
      <LinkTabs label="Priser" tabs={PRICE_TABS} />
      {body}
    </Page>
  );
}

function PricesView({ lists, thisWeek }: { lists: PriceListView[]; thisWeek: IsoWeek }) {
  const id = useId();
  const kinds = PRICE_KINDS.filter((k) => lists.some((l) => l.kind === k));
  const [kind, setKind] = useState<PriceKind>(kinds[0]!);
  const ofKind = lists.filter((l) => l.kind === kind);
  const [category, setCategory] = useState(ofKind[0]!.category);
  const list = ofKind.find((l) => l.category === category) ?? ofKind[0]!;

  return (
    <>
      <p>Prislistene som gjelder i uke {thisWeek.week} {thisWeek.year} for dyreslagene dine.</p>
      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={`${id}-kind`}>Dyreslag</label>
          <select
            id={`${id}-kind`}
            className={styles.select}
            value={kind}
            onChange={(e) => {
              const next = kinds.find((k) => k === e.target.value) ?? kinds[0]!;
              setKind(next);
              setCategory(lists.find((l) => l.kind === next)!.category);
            }}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {PRICE_KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-category`}>Kategori</label>
          <select id={`${id}-category`} className={styles.select} value={list.category} onChange={(e) => setCategory(e.target.value)}>
            {ofKind.map((l) => (
              <option key={l.category} value={l.category}>
                {l.category}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PriceListDetails list={list} />
      {/* A new list starts on its own class and fat group. */}
      <PricePathSection key={`${list.kind}:${list.category}`} list={list} thisWeek={thisWeek} />
    </>
  );
}
