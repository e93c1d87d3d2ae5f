import { useId, useState } from 'react';
import { formatAmount, formatKr, type PriceExplanation, type SlaughterAnimal } from '@slakteweb/core';
import { Button } from '@/components/ui/button';
import styles from './settlements.module.css';

/**
 * 'Slik ble prisen regnet ut': every line of an animal's price with its value and its reason, as
 * the server explained it from the cooperative's price list (core prices/explain.ts), then the
 * price per kg and the amount. What the settlement pays beyond the list is its own line
 * ('Andre tillegg og trekk'), never left out.
 */
export function PriceExplanationLines({ explanation, individualNo }: { explanation: PriceExplanation; individualNo: string }) {
  return (
    <section className={styles.priceExplanation} aria-label={`Slik ble prisen regnet ut for individnr ${individualNo}`}>
      <h4 className={styles.priceExplanationHeading}>Slik ble prisen regnet ut</h4>
      <ul>
        {explanation.lines.map((line, index) => (
          <li key={`${line.code}-${index}`} className={line.code === 'other' ? styles.priceOther : undefined}>
            {line.label}
          </li>
        ))}
      </ul>
      <p className={styles.priceExplanationTotal}>
        Pris: {formatAmount(explanation.kr_per_kg)} kr/kg. Beløp: {formatKr(explanation.amount_kr)}.
      </p>
    </section>
  );
}

/** The toggle of an animal's explanation and whether it is open; the caller places the lines (a table row, a card). */
export function usePriceExplanation() {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  return {
    isOpen: (index: number) => open.has(index),
    panelId: (index: number) => `${baseId}-price-${index}`,
    toggle: (index: number) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
  };
}

interface ToggleProps {
  animal: SlaughterAnimal;
  expanded: boolean;
  controls: string;
  onToggle: () => void;
}

/** 'Slik ble prisen regnet ut', named with the animal so a screen reader tells the rows' buttons apart. */
export function PriceExplanationToggle({ animal, expanded, controls, onToggle }: ToggleProps) {
  if (!animal.price_explanation) return null;
  return (
    <Button variant="quiet" className={styles.priceToggle} aria-expanded={expanded} aria-controls={expanded ? controls : undefined} onPress={onToggle}>
      Slik ble prisen regnet ut <span className="visually-hidden">for individnr {animal.individual_no}</span>
    </Button>
  );
}
