import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { keepControlClearOfToasts } from '@/components/ui/toast-clearance';
import { ACCEPT_INVITATION_PATH } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { getImpersonation } from '@/lib/impersonation';
import { setWhileToastsShow } from '@/lib/toast';
import { ScreenProviders } from '@/lib/screen-providers';
import { useMe } from '@/lib/me';
import { takeOverFromSnapshot } from '@/lib/offline/snapshot-takeover';
import { ActingForBanner } from '@/features/farm-choice/components/acting-for-banner';
import { useProfile } from '@/features/profile/api/get-profile';
import { ImpersonationBanner } from '@/features/superuser/components/impersonation-banner';
import { PrognosisDialogProvider } from '../prognosis-dialog';
import { useLoggedInCookieWatch } from '../use-logged-in-cookie-watch';
import { BottomBar, showsBottomBar } from './bottom-bar';
import { Footer } from './footer';
import { OfflineBanner } from './offline-banner';
import { QueuedEnrolmentSender } from './queued-enrolment-sender';
import styles from './layout.module.css';
import { SkipLink } from './skip-link';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { RestrictedTopMenu, TopMenu } from './top-menu';

/** The impersonation banner, and whether the server refused the chosen user. */
function ImpersonationNotice({ username }: { username: string }) {
  const profile = useProfile();
  const rejected = isApiError(profile.error) && (profile.error.status === 404 || profile.error.status === 403);
  return <ImpersonationBanner username={username} fullname={profile.data?.fullname} targetRejected={rejected} />;
}

/** Where a person who has not chosen a farm yet may be: choosing one, and what is no farm's. */
const WITHOUT_A_FARM = new Set(['/velg-gard', ACCEPT_INVITATION_PATH, '/profile/change-password', '/tilgjengelighet', '/personvern']);

/** The person a user is, when a person (GET /api/me; inside the frame's data cache). */
function usePerson() {
  const me = useMe();
  return me.data?.kind === 'person' ? me.data : null;
}

/** A person acts for one farm at a time: the frame always says which. */
function ActingForNotice() {
  const actingFor = usePerson()?.acting_for;
  return actingFor ? <ActingForBanner actingFor={actingFor} /> : null;
}

/** The screen; a person who acts for no farm yet chooses one first (the server refuses a farm's data until then). */
function FarmOutlet() {
  const person = usePerson();
  const { pathname } = useLocation();
  return person && person.acting_for === null && !WITHOUT_A_FARM.has(pathname) ? <Navigate to="/velg-gard" replace /> : <Outlet />;
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
  // Only the logged in have a marker to keep fresh, or a logout elsewhere to notice.
  useLoggedInCookieWatch();

  // In the portal a toast must not hide the control in use (a refused 'Send innmelding' on a phone).
  useEffect(() => {
    setWhileToastsShow(keepControlClearOfToasts);
    return () => setWhileToastsShow(undefined);
  }, []);

  // The dashboard the device kept (lib/offline/dashboard-snapshot.ts) shows until the dashboard is
  // drawn (use-dashboard-snapshot.ts); any other screen, and leaving the frame (logged out), at once.
  useEffect(() => {
    if (location.pathname !== '/dashboard') takeOverFromSnapshot();
  }, [location.pathname]);
  useEffect(() => takeOverFromSnapshot, []);

  const frame = (
    <div className={cx(styles.shell, bottomBar && styles.withBottomBar)}>
      <SkipLink targetRef={mainRef} />
      {restricted ? <RestrictedTopMenu /> : <TopMenu />}
      {impersonating && <ImpersonationNotice username={impersonating} />}
      {!restricted && <ActingForNotice />}
      <OfflineBanner />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        {/* Screens loaded on demand (router.tsx) show the loading text until they arrive. */}
        <ScreenErrorBoundary path={location.pathname}>
          <Suspense fallback={<Loading />}>
            {restricted ? <Outlet /> : <FarmOutlet />}
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {/* Before the footer: on a wide screen it is a link under the page, not a bar under the footer. */}
      {bottomBar && <BottomBar />}
      <Footer />
    </div>
  );
  // The prognosis survey (menu entry, dashboard tile, the popup after login): not while the
  // profile must be confirmed, when only the profile and password pages are reachable.
  // The data cache and the locale come with this frame, not with the app (screen-providers.tsx).
  return (
    <ScreenProviders>
      {restricted ? frame : <PrognosisDialogProvider>{frame}</PrognosisDialogProvider>}
      {/* An enrolment sent without a network goes when the network is back, wherever the farmer is. */}
      {!restricted && <QueuedEnrolmentSender />}
    </ScreenProviders>
  );
}
