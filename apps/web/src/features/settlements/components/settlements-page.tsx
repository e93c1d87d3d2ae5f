import type { SettlementKind } from '@slakteweb/core';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { Page } from '@/components/layout/page';
import { company } from '@/config/company';
import { useCan } from '@/lib/me';
import { useMarkRead } from '../api/mark-read';
import { CASES_PATH } from './ask-about-animal';
import { BySettlementView } from './by-settlement-view';
import { PostedSettlements } from './posted-settlements';
import { SettlementKindTabs } from './settlement-kind-tabs';
import styles from './settlements.module.css';

/**
 * 'Avregninger' (spec §2 Settlements): /accountings/temp and /accountings. The tabs between them
 * show only with the temp_accountings flag; without it /accountings/temp goes to /accountings.
 * Opening a tab marks its settlements read. The router keys this page by kind, so switching tab
 * starts afresh (selection, open groups and state reset, spec §4).
 */
export function SettlementsPage({ kind }: { kind: SettlementKind }) {
  const tempEnabled = company.flags.temp_accountings;
  const mayAsk = useCan()('cases');
  if (kind === 'temp' && !tempEnabled) return <Navigate to="/accountings" replace />;

  return (
    <Page title="Avregninger">
      <MarkReadOnOpen kind={kind} />
      {mayAsk && (
        <p className={styles.casesLink}>
          <Link to={CASES_PATH}>Mine henvendelser</Link>: spørsmål du har sendt om dyr, og svarene.
        </p>
      )}
      {tempEnabled && <SettlementKindTabs />}
      {kind === 'posted' ? <PostedSettlements /> : <BySettlementView kind="temp" />}
    </Page>
  );
}

/** POST /api/markread/accountings-{kind}/notification once per visit of the tab. */
function MarkReadOnOpen({ kind }: { kind: SettlementKind }) {
  const { mutate } = useMarkRead();
  useEffect(() => {
    mutate(kind);
  }, [kind, mutate]);
  return null;
}
