import type { LastDelivery } from '@slakteweb/core';
import { lazy, type KeyboardEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { cx } from '@/lib/cx';
import { useMediaQuery } from '@/lib/use-media-query';
import { DeliverySlide, KIND_LABEL } from './delivery-slide';
import type { EmblaApi } from './embla-viewport';
import styles from './dashboard.module.css';

// Embla (some 7 kB gzipped) only for the narrow screens that show the carousel, not in the
// dashboard's first download on every computer (bench/web-bundle.ts). LastDeliveries fetches it
// ahead while the figures load.
export const loadEmblaViewport = () => import('./embla-viewport');
const EmblaViewport = lazy(() =>
  loadEmblaViewport()
    .then((m) => ({ default: m.EmblaViewport }))
    // Not downloaded (the network is gone): the slides stand without the swipe, the buttons still choose.
    .catch(() => ({ default: PlainViewport })),
);

function PlainViewport({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={className}>{children}</div>;
}

/**
 * The swipeable carousel of last deliveries (spec §2, §4), one slide per animal kind (Embla).
 * Swipe or drag on touch and mouse; 'Forrige'/'Neste' and one dot per slide; arrow keys, Home and
 * End while focus is on the controls. Slides out of view are hidden from screen readers and the
 * tab order (inert); a polite live region says which slide is shown. With one kind there is
 * nothing to swipe: the slide alone, no controls.
 */
export function DeliveryCarousel({ deliveries }: { deliveries: LastDelivery[] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const options = { align: 'start', containScroll: 'trimSnaps', duration: reducedMotion ? 1 : 25 } as const;
  const [embla, setEmbla] = useState<EmblaApi>();
  const [selected, setSelected] = useState(0);
  const count = deliveries.length;
  const current = Math.min(selected, count - 1);

  // Swipes and drags move Embla; follow it.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const goTo = (index: number) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setSelected(next);
    embla?.scrollTo(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  if (count === 1) {
    return <DeliverySlide delivery={deliveries[0]!} />;
  }

  const label = (index: number) => KIND_LABEL[deliveries[index]!.animal_kind];
  const slides = (
    <div className={styles.container}>
      {deliveries.map((delivery, index) => (
        <div
          key={delivery.animal_kind}
          className={styles.slide}
          role="group"
          aria-roledescription="lysbilde"
          aria-label={`${index + 1} av ${count}: ${label(index)}`}
          aria-hidden={index !== current || undefined}
          inert={index !== current}
        >
          <DeliverySlide delivery={delivery} />
        </div>
      ))}
    </div>
  );

  return (
    <div className={styles.carousel} aria-roledescription="karusell" aria-label="Siste levering per dyreslag" role="region" onKeyDown={onKeyDown}>
      <Suspense fallback={<PlainViewport className={styles.viewport}>{slides}</PlainViewport>}>
        <EmblaViewport options={options} onApi={setEmbla} className={styles.viewport}>
          {slides}
        </EmblaViewport>
      </Suspense>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Forrige"
          aria-disabled={current === 0 || undefined}
          onClick={() => goTo(current - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <div className={styles.dots}>
          {deliveries.map((delivery, index) => (
            <button
              key={delivery.animal_kind}
              type="button"
              className={cx(styles.dot, index === current && styles.dotCurrent)}
              aria-label={`Vis ${label(index)}`}
              aria-current={index === current || undefined}
              onClick={() => goTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={styles.arrow}
          aria-label="Neste"
          aria-disabled={current === count - 1 || undefined}
          onClick={() => goTo(current + 1)}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        Viser {current + 1} av {count}: {label(current)}
      </p>
    </div>
  );
}
