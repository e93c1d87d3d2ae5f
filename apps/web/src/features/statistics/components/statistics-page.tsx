import type { AnimalKindsWithStats } from '@slakteweb/core';
import { useState } from 'react';
import { useCan } from '@/lib/me';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { ErrorState } from '@/components/ui/error-state';
import { Loading } from '@/components/ui/loading';
import { useAnimalKindsWithStats } from '../api/get-animal-kinds-with-stats';
import { useFarmerStatistics } from '../api/get-farmer-statistics';
import { hasNoStatistics, initialSelection, type Selection } from '../selection';
import { ComparisonFigures } from './comparison-figures';
import { SingleFigures } from './single-figures';
import { HealthBenchmarkSection } from './health-benchmark-section';
import { GridComplianceSection } from './grid-compliance-section';
import { SlaughterhouseAverages } from './slaughterhouse-averages';
import { StatisticsFilters } from './statistics-filters';
import { ERROR_TEXT, LOADING_TEXT, NO_DATA_TEXT } from './statistics-texts';


/**
 * 'Statistikk' (spec §2): the farmer's figures for a time frame, kind and subkind, with the
 * slaughterhouse's averages beside them. Opens on the first frame with slaughters.
 */
export function StatisticsPage() {
  const kinds = useAnimalKindsWithStats();
  let body;
  if (kinds.isPending) body = <Loading text={LOADING_TEXT} />;
  else if (kinds.isError) body = <ErrorState message={ERROR_TEXT} error={kinds.error} onRetry={() => void kinds.refetch()} />;
  else if (hasNoStatistics(kinds.data)) {
    body = (
      <>
        <Alert kind="info">{NO_DATA_TEXT}</Alert>
        <SlaughterhouseAverages />
      </>
    );
  } else body = <StatisticsView kinds={kinds.data} />;
  return <Page title="Statistikk">{body}</Page>;
}

function StatisticsView({ kinds }: { kinds: AnimalKindsWithStats }) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(kinds));
  return (
    <>
      <StatisticsFilters kinds={kinds} selection={selection} onChange={setSelection} />
      <Figures selection={selection} />
    </>
  );
}

function Figures({ selection }: { selection: Selection }) {
  const { frame, kind, subkind } = selection;
  // 'Treff på prisgrid' is prices throughout: only for those who see prices.
  const prices = useCan()('settlements.prices');
  const figures = useFarmerStatistics(frame, kind, subkind);
  if (kind === null) return <Alert kind="info">{NO_DATA_TEXT}</Alert>;
  if (figures.isPending) return <Loading text={LOADING_TEXT} />;
  if (figures.isError) return <ErrorState message={ERROR_TEXT} error={figures.error} onRetry={() => void figures.refetch()} />;
  const data = figures.data;
  // Where the farm stands among the suppliers follows the kind, over periods of its own.
  if ('this_year' in data)
    return (
      <>
        <ComparisonFigures kind={kind} figures={data} />
        <HealthBenchmarkSection kind={kind} />
        {prices && <GridComplianceSection kind={kind} />}
      </>
    );
  if (frame === 'compare-this-last-year' || data.count === 0) return <Alert kind="info">{NO_DATA_TEXT}</Alert>;
  return (
    <>
      <SingleFigures frame={frame} kind={kind} figures={data} />
      <HealthBenchmarkSection kind={kind} />
      {prices && <GridComplianceSection kind={kind} />}
    </>
  );
}
