import { useId, useState } from 'react';
import type { PriceExplanation, SlaughterAnimal } from '@slakteweb/core';
import { PriceExplanationLines as SharedLines } from '@/components/prices/price-explanation-lines';
import { Button } from '@/components/ui/button';
import styles from './settlements.module.css';

/** 'Slik ble prisen regnet ut' for one settled animal, named with its individual number. */
export function PriceExplanationLines({ explanation, individualNo }: { explanation: PriceExplanation; individualNo: string }) {
  return <SharedLines explanation={explanation} label={`Slik ble prisen regnet ut for individnr ${individualNo}`} />;
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
