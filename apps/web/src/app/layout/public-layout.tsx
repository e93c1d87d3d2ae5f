import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { lazyScreen, Nothing } from '@/components/ui/load-failed';
import { cx } from '@/lib/cx';
import styles from './layout.module.css';
import { Logo } from './logo';
import { SkipLink } from './skip-link';

// The footer (contact, the accessibility statement, privacy) comes right after the login page is
// usable: nothing on the page waits for it, and the first download stays small (bench/web-bundle.ts).
const Footer = lazyScreen(() => import('./public-extras').then((m) => ({ default: m.Footer })), Nothing);

/** Logged out: the logo only. */
function PublicTopMenu() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Logo to="/login" />
      </div>
    </header>
  );
}

/**
 * Frame of the logged-out pages (login, forgot password, reset password). Kept apart from the
 * logged-in frame (app-layout.tsx), whose menus need the data cache and react-aria: the login
 * page downloads only this (bench/web-bundle.ts).
 */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.shell}>
      <SkipLink targetRef={mainRef} />
      <PublicTopMenu />
      <main id="main" ref={mainRef} tabIndex={-1} className={cx(styles.main, styles.publicMain)}>
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
