import { Component, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import styles from '@/components/ui/load-failed.module.css';

export const SCREEN_ERROR_TITLE = 'Siden kunne ikke vises.';
export const SCREEN_ERROR_TEXT = 'Last inn siden på nytt. Skjer det igjen, ta kontakt med oss.';

/**
 * Around the screen in the logged-in frame: an error while drawing a screen (data it did not
 * expect) shows a message under the menu instead of emptying the whole page, which is what React
 * does with an error no boundary catches. Going to another path starts afresh. React offers this
 * only as a class component.
 */
export class ScreenErrorBoundary extends Component<{ path: string; children: ReactNode }, { failed: boolean; path: string }> {
  override state = { failed: false, path: this.props.path };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { path: string }, state: { path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // As LoadFailed (components/ui/load-failed.tsx), with its own words: here the file came.
    return (
      <div className={styles.wrap}>
        <Alert kind="error" title={SCREEN_ERROR_TITLE}>
          <p>{SCREEN_ERROR_TEXT}</p>
          <Button variant="secondary" onPress={() => window.location.reload()}>
            Last inn på nytt
          </Button>
        </Alert>
      </div>
    );
  }
}
