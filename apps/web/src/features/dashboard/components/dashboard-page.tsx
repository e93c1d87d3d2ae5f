import { REFUSAL_NOTICE_TEXT } from '@slakteweb/core';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { company } from '@/config/company';
import type { FarmAccess } from '@/lib/farm-access';
import { dashboardTiles, type TileConditions } from '../tiles';
import { BalanceCards } from './balance-cards';
import { InstallHint } from './install-hint';
import { LastDeliveries } from './last-deliveries';
import { ShortcutGrid } from './shortcut-grid';
import styles from './dashboard.module.css';

interface DashboardPageProps extends Omit<TileConditions, 'hasCattle'> {
  /**
   * Whether the farm has cattle ('Mine storfe'); undefined while unknown. The tiles wait for it, so
   * the grid shows once, whole, instead of a tile pushing the others aside when the answer comes.
   */
  hasCattle: boolean | undefined;
  /** Balance and deliveries are the farm's: loaded once the user is known to act for one. */
  access: FarmAccess;
  /** Opens the prognosis dialog (its tile: Oppdatering av prognose); the dialog is the app's. */
  onOpenPrognosis: () => void;
  /** The farm's KSL status is not approved: it may not enrol animals, and learns it here first. */
  kslNotApproved: boolean;
  /** The balance and the last settlement (a person whose role has no money sees neither). */
  showBalance?: boolean;
  /** The last deliveries, with their settlements. */
  showDeliveries?: boolean;
}

/** The page's heading and title: Norwegian, where the spec has the English 'Dashboard'. */
export const DASHBOARD_TITLE = 'Oversikt';

/**
 * The dashboard (spec §2, headed 'Oversikt'): balance and the last settlement, the shortcut grid,
 * and the last deliveries per animal kind. The shortcuts come before the deliveries so that
 * 'Innmelding' is on a phone's first screen. What the tiles need from other features (cattle,
 * superuser, badge counts, KSL status) comes from the route, which composes the features.
 */
export function DashboardPage({ access, onOpenPrognosis, kslNotApproved, showBalance = true, showDeliveries = true, ...conditions }: DashboardPageProps) {
  const tiles = conditions.hasCattle === undefined ? undefined : dashboardTiles(company.flags, { ...conditions, hasCattle: conditions.hasCattle });

  return (
    <Page title={DASHBOARD_TITLE} breadcrumbs={[]}>
      <div className={styles.dashboard}>
        {kslNotApproved && (
          <Alert kind="info" title={REFUSAL_NOTICE_TEXT.ksl.title} className={styles.notice}>
            <p>{REFUSAL_NOTICE_TEXT.ksl.body}</p>
          </Alert>
        )}
        <InstallHint />
        {showBalance && <BalanceCards showDebit={company.flags.debit_total_in_dashboard} enabled={access === 'farm'} />}
        <ShortcutGrid tiles={tiles} onOpenPrognosis={onOpenPrognosis} />
        {showDeliveries && <LastDeliveries access={access} />}
      </div>
    </Page>
  );
}
