import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { company } from '@/config/company';
import type { FarmAccess } from '@/lib/farm-access';
import { dashboardTiles, type TileConditions } from '../tiles';
import { BalanceCards } from './balance-cards';
import { LastDeliveries } from './last-deliveries';
import { ShortcutGrid } from './shortcut-grid';
import styles from './dashboard.module.css';

interface DashboardPageProps extends TileConditions {
  /** Balance and deliveries are the farm's: loaded once the user is known to act for one. */
  access: FarmAccess;
  /** Shown instead of the balance to staff acting for nobody: how to act as a farmer. */
  staffNotice: ReactNode;
  /** Opens the prognosis dialog (its tile: Oppdatering av prognose); the dialog is the app's. */
  onOpenPrognosis: () => void;
}

/**
 * 'Dashboard' (spec §2): balance and the last settlement, the carousel of last deliveries per
 * animal kind, and the shortcut grid. What the tiles need from other features (cattle, superuser,
 * badge counts) comes from the route, which composes the features.
 */
export function DashboardPage({ access, staffNotice, onOpenPrognosis, ...conditions }: DashboardPageProps) {
  const tiles = dashboardTiles(company.flags, conditions);

  return (
    <Page title="Dashboard" breadcrumbs={[]}>
      <div className={styles.dashboard}>
        {access === 'staff' ? (
          staffNotice
        ) : (
          <BalanceCards showDebit={company.flags.debit_total_in_dashboard} enabled={access === 'farm'} />
        )}
        <LastDeliveries access={access} />
        <ShortcutGrid tiles={tiles} onOpenPrognosis={onOpenPrognosis} />
      </div>
    </Page>
  );
}
