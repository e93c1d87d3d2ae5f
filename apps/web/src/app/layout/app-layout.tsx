import { Suspense, useRef, type MouseEvent, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { getImpersonation } from '@/lib/impersonation';
import { useProfile } from '@/features/profile/api/get-profile';
import { ImpersonationBanner } from '@/features/superuser/components/impersonation-banner';
import { PrognosisDialogProvider } from '../prognosis-dialog';
import { BottomBar, showsBottomBar } from './bottom-bar';
import { Footer } from './footer';
import styles from './layout.module.css';
import { PublicTopMenu, RestrictedTopMenu, TopMenu } from './top-menu';

/** "Hopp til hovedinnhold": the first Tab stop, moves focus past the menu. */
function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
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

/** The impersonation banner, and whether the server refused the chosen user. */
function ImpersonationNotice({ username }: { username: string }) {
  const profile = useProfile();
  const rejected = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 403);
  return <ImpersonationBanner username={username} fullname={profile.data?.fullname} targetRejected={rejected} />;
}

/**
 * Frame of the logged-in portal: top menu, impersonation banner, page, bottom bar, footer.
 * `restricted` is the must-confirm state: no menu and no bottom bar, since only the profile
 * and password pages are reachable then.
 */
export function AppLayout({ restricted = false }: { restricted?: boolean }) {
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const impersonating = getImpersonation();
  const bottomBar = !restricted && showsBottomBar(location.pathname);

  const frame = (
    <div className={cx(styles.shell, bottomBar && styles.withBottomBar)}>
      <SkipLink targetRef={mainRef} />
      {restricted ? <RestrictedTopMenu /> : <TopMenu />}
      {impersonating && <ImpersonationNotice username={impersonating} />}
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {/* Screens loaded on demand (router.tsx) show the loading text until they arrive. */}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Before the footer: on a wide screen it is a link under the page, not a bar under the footer. */}
      {bottomBar && <BottomBar />}
      <Footer />
    </div>
  );
  // The prognosis survey (menu entry, dashboard tile, the popup after login): not while the
  // profile must be confirmed, when only the profile and password pages are reachable.
  return restricted ? frame : <PrognosisDialogProvider>{frame}</PrognosisDialogProvider>;
}

/** Frame of the logged-out pages (login, forgot password, reset password). */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className={styles.shell}>
      <SkipLink targetRef={mainRef} />
      <PublicTopMenu />
      <main id="main" ref={mainRef} tabIndex={-1} className={cx(styles.main, styles.publicMain)}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
