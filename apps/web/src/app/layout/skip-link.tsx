import type { MouseEvent, RefObject } from 'react';
import styles from './layout.module.css';

/** "Hopp til hovedinnhold": the first Tab stop, moves focus past the menu. */
export function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    targetRef.current?.focus();
  };
  return (
    <a href="#main" className={styles.skipLink} onClick={onClick}>
      Hopp til hovedinnhold
    </a>
  );
}
