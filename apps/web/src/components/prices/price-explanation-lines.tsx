import { formatAmount, formatKr, type PriceLine } from '@slakteweb/core';
import styles from './price-explanation-lines.module.css';

interface PriceExplanationLinesProps {
  explanation: { lines: PriceLine[]; kr_per_kg: number; amount_kr: number };
  /** Names the section for screen readers, e.g. with the animal's individual number. */
  label: string;
  heading?: string;
  headingLevel?: 3 | 4;
}

/**
 * An animal's price line by line, each with its value and its reason, as the server explained it
 * from the cooperative's price list (core prices/explain.ts), then the price per kg and the
 * amount. What a settlement pays beyond the list is its own line ('Andre tillegg og trekk'),
 * never left out. The settlement detail and the price calculator show the same lines.
 */
export function PriceExplanationLines({ explanation, label, heading = 'Slik ble prisen regnet ut', headingLevel = 4 }: PriceExplanationLinesProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section className={styles.priceExplanation} aria-label={label}>
      <Heading className={styles.heading}>{heading}</Heading>
      <ul>
        {explanation.lines.map((line, index) => (
          <li key={`${line.code}-${index}`} className={line.code === 'other' ? styles.other : undefined}>
            {line.label}
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        Pris: {formatAmount(explanation.kr_per_kg)} kr/kg. Beløp: {formatKr(explanation.amount_kr)}.
      </p>
    </section>
  );
}
