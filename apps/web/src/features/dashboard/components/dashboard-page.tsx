import { useState } from 'react';
import { Page } from '@/components/layout/page';
import { company } from '@/config/company';
import { dashboardTiles, type TileConditions } from '../tiles';
import { BalanceCards } from './balance-cards';
import { LastDeliveries } from './last-deliveries';
import { PrognosisComingModal } from './prognosis-coming-modal';
import { ShortcutGrid } from './shortcut-grid';
import styles from './dashboard.module.css';

/**
 * 'Dashboard' (spec §2): balance and the last settlement, the carousel of last deliveries per
 * animal kind, and the shortcut grid. What the tiles need from other features (cattle, superuser,
 * badge counts) comes from the route, which composes the features.
 */
export function DashboardPage(conditions: TileConditions) {
  const [prognosisOpen, setPrognosisOpen] = useState(false);
  const tiles = dashboardTiles(company.flags, conditions);

  return (
    <Page title="Dashboard" breadcrumbs={[]}>
      <div className={styles.dashboard}>
        <BalanceCards showDebit={company.flags.debit_total_in_dashboard} />
        <LastDeliveries />
        <ShortcutGrid tiles={tiles} onOpenPrognosis={() => setPrognosisOpen(true)} />
      </div>
      <PrognosisComingModal isOpen={prognosisOpen} onOpenChange={setPrognosisOpen} />
    </Page>
  );
}
