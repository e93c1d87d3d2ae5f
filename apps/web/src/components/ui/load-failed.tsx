import { type ComponentType, lazy, useLayoutEffect } from 'react';
import { takeOverFromSnapshot } from '@/lib/offline/snapshot-takeover';
import { Alert } from './alert';
import { PlainButton } from './plain-button';
import styles from './load-failed.module.css';

export const LOAD_FAILED_TITLE = 'Siden kunne ikke lastes inn.';
export const LOAD_FAILED_TEXT = 'Sjekk nettforbindelsen, og last inn siden på nytt.';

/**
 * In place of a screen whose file did not come: the line dropped on the way, or a new version of
 * the portal was put in place since the page was opened (its files have new names). Loading the
 * page again fetches what is there now; an enrolment being typed is kept in the browser.
 * Over the dashboard the device kept (shown while the app starts), the message comes forward at
 * once: the kept dashboard's buttons do nothing, and it would wait for an app that cannot come.
 */
export function LoadFailed() {
  useLayoutEffect(takeOverFromSnapshot, []);
  return (
    <div className={styles.wrap}>
      <Alert kind="error" title={LOAD_FAILED_TITLE}>
        <p>{LOAD_FAILED_TEXT}</p>
        <PlainButton variant="secondary" onClick={() => window.location.reload()}>
          Last inn på nytt
        </PlainButton>
      </Alert>
    </div>
  );
}

/**
 * React's lazy() for a screen, showing LoadFailed when the screen's file cannot be fetched.
 * Without it the failed import reaches the root, and React empties the whole page: a white screen
 * with no way on but the browser's own reload. For a part of a page (a menu's buttons, a help
 * text, a dialog) give `Nothing` as the fallback: it is then left out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() takes ComponentType<any>
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, fallback: ComponentType = LoadFailed) {
  // The fallback takes no props, so it stands in for any component: what it is given, it ignores.
  return lazy(() => load().catch(() => ({ default: fallback as T })));
}

/** The fallback of a part of a page that is left out when its file cannot be fetched. */
export function Nothing() {
  return null;
}
