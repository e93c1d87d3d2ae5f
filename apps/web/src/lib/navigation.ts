import type { NavigateFunction } from 'react-router';

/**
 * Go back `steps` entries in this app's history, or to `fallback` when the page was opened
 * directly (nothing of ours to go back to). React Router keeps its index in history.state.idx.
 */
export function goBack(navigate: NavigateFunction, fallback: string, steps = 1): void {
  const state: unknown = window.history.state;
  const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
  if (index >= steps) {
    void navigate(-steps);
  } else {
    void navigate(fallback, { replace: true });
  }
}
