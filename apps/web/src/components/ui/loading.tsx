import styles from './loading.module.css';

export const DEFAULT_LOADING_TEXT = 'Laster inn...';

/** A spinning ring; decorative, the text next to it says what happens. */
export function Spinner({ small = false }: { small?: boolean }) {
  return <span className={small ? `${styles.spinner} ${styles.small}` : styles.spinner} aria-hidden="true" />;
}

/** Loading state of a screen or section; announced politely to screen readers. */
export function Loading({ text = DEFAULT_LOADING_TEXT }: { text?: string }) {
  return (
    <div className={styles.loading} role="status">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}
