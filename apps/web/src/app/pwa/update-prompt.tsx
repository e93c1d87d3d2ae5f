import styles from './update-prompt.module.css';

export const UPDATE_TEXT = { label: 'Ny versjon', reload: 'last inn på nytt' } as const;

/**
 * 'Ny versjon – last inn på nytt': a new release is installed and waits. Without a press it takes
 * effect at the next start; the press switches now (register-service-worker.tsx).
 */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <div role="status" className={styles.prompt}>
      <span>{UPDATE_TEXT.label} –</span>{' '}
      <button type="button" className={styles.reload} onClick={onReload}>
        {UPDATE_TEXT.reload}
      </button>
    </div>
  );
}
