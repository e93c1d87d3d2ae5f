import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect } from 'react';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type EmblaApi = ReturnType<typeof useEmblaCarousel>[1];

/**
 * The carousel's viewport driven by Embla (swipe and drag). A download of its own, with Embla and
 * nothing of the app's, since only narrow screens show the carousel (delivery-carousel.tsx); until
 * it is here the same slides stand in the same viewport, without the swipe.
 */
export function EmblaViewport({
  options,
  onApi,
  className,
  children,
}: {
  options: EmblaOptions;
  onApi: (api: EmblaApi) => void;
  className?: string;
  children: ReactNode;
}) {
  const [viewportRef, embla] = useEmblaCarousel(options);
  useEffect(() => onApi(embla), [embla, onApi]);
  return (
    // data-swipe: the swipe works from now on (the stand-in before this download has none).
    <div className={className} ref={viewportRef} data-swipe={embla ? 'ready' : undefined}>
      {children}
    </div>
  );
}
