import { ANIMAL_GROUP_LABEL, formatDate, formatKr, formatNumber, type AnimalKind, type LastDelivery } from '@slakteweb/core';
import styles from './dashboard.module.css';

/** The carousel's name of each animal kind. */
export const KIND_LABEL: Record<AnimalKind, string> = {
  pig: ANIMAL_GROUP_LABEL.pigs,
  sheep: ANIMAL_GROUP_LABEL.sheep,
  cattle: ANIMAL_GROUP_LABEL.cattle,
};

/** One slide: the last delivery of a kind. Pigs show meat percent; cattle and sheep class and fat group. */
export function DeliverySlide({ delivery }: { delivery: LastDelivery }) {
  return (
    <div className={styles.slideCard}>
      <h3 className={styles.slideHeading}>{KIND_LABEL[delivery.animal_kind]}</h3>
      <p className={styles.slideMeta}>
        Levert {formatDate(delivery.date)}, avregning nr {delivery.settlement_no}
      </p>
      <dl className={styles.slideFacts}>
        <div>
          <dt>Antall dyr</dt>
          <dd>{delivery.count}</dd>
        </div>
        <div>
          <dt>Snittvekt</dt>
          <dd>{formatNumber(delivery.weight_kg_avg, 1)} kg</dd>
        </div>
        <div>
          <dt>Totalvekt</dt>
          <dd>{formatNumber(delivery.weight_kg_tot, 1)} kg</dd>
        </div>
        {delivery.meat_percent_avg !== null && (
          <div>
            <dt>Snitt kjøttprosent</dt>
            <dd>{formatNumber(delivery.meat_percent_avg, 1)} %</dd>
          </div>
        )}
        {delivery.classification_avg !== null && (
          <div>
            <dt>Snitt klasse</dt>
            <dd>{delivery.classification_avg}</dd>
          </div>
        )}
        {delivery.fat_group_avg !== null && (
          <div>
            <dt>Snitt fettgruppe</dt>
            <dd>{delivery.fat_group_avg}</dd>
          </div>
        )}
        {delivery.amount !== null && (
          <div>
            <dt>Beløp</dt>
            <dd>{formatKr(delivery.amount)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
