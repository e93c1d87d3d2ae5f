import { type DashboardStatistics, formatDate, formatKr } from '@slakteweb/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/loading';
import { WarningIcon } from '@/components/ui/icons';
import { useBalance } from '../api/get-balance';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import styles from './dashboard.module.css';
import { KIND_LABEL } from './delivery-slide';

export const BALANCE_ERROR_TEXT = 'Kunne ikke hente saldo.';
export const STATISTICS_ERROR_TEXT = 'Kunne ikke hente statistikk...';

/**
 * The balance cards (spec §2, §3 Balance): this year's balance, the debit total where the company
 * has debit_total_in_dashboard, each with a line on what it is and a link to the documents, and
 * the last settlement (temporary ones too) with its date, kinds and a link to its details.
 * Loading until `enabled` (it is known that the user acts for a farm).
 */
export function BalanceCards({ showDebit, enabled }: { showDebit: boolean; enabled: boolean }) {
  const headingId = useId();
  const balance = useBalance({ enabled });
  const statistics = useDashboardStatistics({ enabled });
  const last = statistics.data?.last_settlement;

  // One failed request, one announcement: the debit card's error is not announced again.
  const balanceValue = (value: (b: NonNullable<typeof balance.data>) => number, announce = true): ReactNode =>
    balance.isPending ? <Pending /> : balance.isError ? <Failed text={BALANCE_ERROR_TEXT} alert={announce} /> : formatKr(value(balance.data));

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Saldo og siste avregning
      </h2>
      <dl className={styles.cards}>
        {/* A bare sum says little: each says what it is, with the documents it comes from. */}
        <div className={styles.card}>
          <dt className={styles.cardLabel}>Saldo hittil i år</dt>
          <dd className={styles.cardValue}>{balanceValue((b) => b.balance_this_year)}</dd>
          <dd className={styles.cardNote}>Summen av avregninger og fakturaer i år.</dd>
          <dd className={styles.cardLink}>
            <Link to="/documents">Se kontoutdrag i Dokumenter</Link>
          </dd>
        </div>
        {showDebit && (
          <div className={styles.card}>
            <dt className={styles.cardLabel}>Debet totalt</dt>
            <dd className={styles.cardValue}>{balanceValue((b) => b.debit_amount_total, false)}</dd>
            <dd className={styles.cardNote}>Det du skylder oss og ikke har betalt ennå.</dd>
            <dd className={styles.cardLink}>
              <Link to="/documents">Se åpne poster i Dokumenter</Link>
            </dd>
          </div>
        )}
        <div className={styles.card}>
          <dt className={styles.cardLabel}>Siste avregning</dt>
          <dd className={styles.cardValue}>
            {statistics.isPending ? (
              <Pending />
            ) : statistics.isError ? (
              <Failed text={STATISTICS_ERROR_TEXT} />
            ) : last ? (
              formatDate(last.date)
            ) : (
              <span className={styles.cardNone}>Ingen avregninger ennå</span>
            )}
          </dd>
          {last && (last.animal_kinds.length > 0 || last.temporary) && <dd className={styles.cardNote}>{settlementNote(last)}</dd>}
          {last && (
            <dd className={styles.cardLink}>
              {/* A temporary one is found under 'Midl. avregninger'. */}
              <Link to={last.temporary ? '/accountings/temp' : '/accountings'}>
                Se detaljer <span className="visually-hidden">om siste avregning</span>
              </Link>
            </dd>
          )}
        </div>
      </dl>
    </section>
  );
}

/**
 * What the last settlement holds: its animal kinds ('Gris, sau og lam'), and that it is temporary.
 * The kinds' own names, the first capitalised: 'Sau og lam' is one kind.
 */
function settlementNote(last: NonNullable<DashboardStatistics['last_settlement']>): string {
  const kinds = last.animal_kinds.map((kind, i) => (i === 0 ? KIND_LABEL[kind] : KIND_LABEL[kind].toLowerCase()));
  return [...kinds, ...(last.temporary ? ['midlertidig avregning'] : [])].join(', ').replace(/^./, (c) => c.toUpperCase());
}

function Pending() {
  return (
    <span className={styles.cardPending}>
      <Spinner small />
      <span className="visually-hidden">Laster inn...</span>
    </span>
  );
}

/** A card's error; `alert` announces it (the statistics error is announced by its own section). */
function Failed({ text, alert = false }: { text: string; alert?: boolean }) {
  return (
    <span className={styles.cardError} role={alert ? 'alert' : undefined}>
      <WarningIcon />
      {text}
    </span>
  );
}
