import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useCan } from '@/lib/me';
import { BySettlementView } from './by-settlement-view';
import { DateRangeView } from './date-range-view';
import { YearOverview } from './year-overview';
import styles from './settlements.module.css';

/**
 * The posted tab: 'Etter avregning', 'Etter dato-periode' (spec §2) or 'Årsoversikt' (for a role
 * that sees prices: it is money). Only the chosen panel is mounted, so switching resets the other
 * one's selection and open groups (spec §4).
 */
export function PostedSettlements() {
  const can = useCan();
  const yearly = can('settlements.prices');
  return (
    <Tabs className={styles.viewTabs} defaultSelectedKey="by-settlement">
      <TabList aria-label="Vis bokførte avregninger" className={styles.viewTabList}>
        <Tab id="by-settlement" className={styles.viewTab}>
          Etter avregning
        </Tab>
        <Tab id="by-period" className={styles.viewTab}>
          Etter dato-periode
        </Tab>
        {yearly && (
          <Tab id="by-year" className={styles.viewTab}>
            Årsoversikt
          </Tab>
        )}
      </TabList>
      <TabPanel id="by-settlement" className={styles.viewPanel}>
        <BySettlementView kind="posted" />
      </TabPanel>
      <TabPanel id="by-period" className={styles.viewPanel}>
        <DateRangeView />
      </TabPanel>
      {yearly && (
        <TabPanel id="by-year" className={styles.viewPanel}>
          <YearOverview />
        </TabPanel>
      )}
    </Tabs>
  );
}
