import { type AdjustmentSum, formatKg, formatKr, SETTLEMENT_VAT_PERCENT, type SettlementKind, type SettlementSums } from '@slakteweb/core';
import { useId } from 'react';
import styles from './settlements.module.css';

/** 'Tillegg og trekk': each kind summed, with its kroner and the animals it applied to. */
export function AdjustmentList({ adjustments, label }: { adjustments: readonly AdjustmentSum[]; label: string }) {
  if (adjustments.length === 0) return null;
  return (
    <ul className={styles.adjustments} aria-label={label}>
      {adjustments.map((a) => (
        <li key={a.text}>{a.text}</li>
      ))}
    </ul>
  );
}

/**
 * 'Oppsummering': what the settlement's document shows at its foot. Per group the count, kg and
 * kroner; the supplements and deductions summed over the settlement; the VAT the amount includes;
 * and the sum, which is the settlement's amount. Computed in core (settlements/sums.ts).
 */
export function SettlementSumsView({ kind, sums }: { kind: SettlementKind; sums: SettlementSums }) {
  const headingId = useId();
  const priced = sums.amount_kr !== null;
  // Temporary settlements have a preliminary sum but no amounts per animal yet.
  const groupAmounts = sums.groups.some((g) => g.amount_kr !== null);
  return (
    <section className={styles.sums} aria-labelledby={headingId}>
      <h3 id={headingId}>Oppsummering</h3>
      <table className={styles.sumsTable}>
        <thead>
          <tr>
            <th scope="col">Gruppe</th>
            <th scope="col">Antall</th>
            <th scope="col">Kg</th>
            {groupAmounts && <th scope="col">Beløp</th>}
          </tr>
        </thead>
        <tbody>
          {sums.groups.map((g, index) => (
            <tr key={`${g.group_name}-${index}`}>
              <th scope="row">{g.group_name}</th>
              <td>{g.animals}</td>
              <td>{formatKg(g.weight_g)}</td>
              {groupAmounts && <td>{g.amount_kr === null ? '' : formatKr(g.amount_kr)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Sum</th>
            <td>{sums.animals}</td>
            <td>{formatKg(sums.weight_g)}</td>
            {groupAmounts && <td>{formatKr(sums.amount_kr!)}</td>}
          </tr>
        </tfoot>
      </table>
      {priced && (
        <>
          {sums.adjustments.length > 0 && <h4 className={styles.sumsSubheading}>Tillegg og trekk på avregningen</h4>}
          <AdjustmentList adjustments={sums.adjustments} label="Tillegg og trekk på avregningen" />
          <dl className={styles.sumsTotals}>
            {sums.unexplained_kr !== null && sums.unexplained_kr !== 0 && (
              <div>
                <dt>Andre tillegg og trekk på avregningen</dt>
                <dd>{formatKr(sums.unexplained_kr)}</dd>
              </div>
            )}
            <div>
              <dt>Herav mva ({SETTLEMENT_VAT_PERCENT} %)</dt>
              <dd>{formatKr(sums.vat_kr ?? 0)}</dd>
            </div>
            <div className={styles.sumsTotal}>
              <dt>{kind === 'posted' ? 'Sum avregning' : 'Foreløpig sum'}</dt>
              <dd>{formatKr(sums.amount_kr!)}</dd>
            </div>
          </dl>
        </>
      )}
    </section>
  );
}
