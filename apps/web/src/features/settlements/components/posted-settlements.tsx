import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { BySettlementView } from './by-settlement-view';
import { DateRangeView } from './date-range-view';
import styles from './settlements.module.css';

/**
 * The posted tab: 'Etter avregning' or 'Etter dato-periode' (spec §2). Only the chosen panel is
 * mounted, so switching resets the other one's selection and open groups (spec §4).
 */
export function PostedSettlements() {
  return (
    <Tabs className={styles.viewTabs} defaultSelectedKey="by-settlement">
      <TabList aria-label="Vis bokførte avregninger" className={styles.viewTabList}>
        <Tab id="by-settlement" className={styles.viewTab}>
          Etter avregning
        </Tab>
        <Tab id="by-period" className={styles.viewTab}>
          Etter dato-periode
        </Tab>
      </TabList>
      <TabPanel id="by-settlement" className={styles.viewPanel}>
        <BySettlementView kind="posted" />
      </TabPanel>
      <TabPanel id="by-period" className={styles.viewPanel}>
        <DateRangeView />
      </TabPanel>
    </Tabs>
  );
}
