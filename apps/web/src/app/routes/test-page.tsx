import { BarChart, type BarDatum } from '@/components/charts/bar-chart';
import { Page } from '@/components/layout/page';
import styles from './routes.module.css';

/** Hard-coded condemnation (kassasjon) percentages per disease: the chart demo of spec §2 '/test'. */
export const CONDEMNATION_PERCENTAGES: BarDatum[] = [
  { label: 'Melkeflekk lever', value: 4.8 },
  { label: 'Lungebetennelse', value: 3.1 },
  { label: 'Brysthinnebetennelse', value: 2.4 },
  { label: 'Byll', value: 1.7 },
  { label: 'Leddbetennelse', value: 1.2 },
  { label: 'Halebitt', value: 0.9 },
  { label: 'Hjertesekkbetennelse', value: 0.6 },
];

const percent = (value: number) => `${value.toLocaleString('nb-NO', { maximumFractionDigits: 1 })} %`;

/**
 * '/test': a static chart demo. Loaded on demand (React.lazy in the router), so Chart.js is not
 * in the bundle every page loads.
 */
export function TestPage() {
  return (
    <Page title="Test">
      <p className={styles.intro}>Eksempel på diagram med faste tall: andel kassasjon per sykdom.</p>
      <BarChart
        title="Kassasjon per sykdom"
        data={CONDEMNATION_PERCENTAGES}
        formatValue={percent}
        labelHeading="Sykdom"
        valueHeading="Kassasjon (%)"
      />
    </Page>
  );
}
