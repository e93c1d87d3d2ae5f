import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { ACCEPT_INVITATION_PATH } from '@/config/paths';
import { useSession } from '@/lib/session';
import { lazyScreen } from '@/components/ui/load-failed';
import { PublicLayout } from './layout/public-layout';
import { prefetchWhenIdle } from './prefetch';

// The first download is the router, what every page needs, and the login page: on a slow line
// it is usable in a fraction of the time it took when everything came at once (bench/web-bundle.ts,
// bench/slow-line.ts). The routes of a logged-in user are a download of their own
// (routes/logged-in-routes.tsx), each screen another; App shows 'Laster inn...' meanwhile.
// Also accepting an invitation (/tilgang/godta): the pages reached from a mail, logged out.
const ResetPasswordScreen = lazyScreen(() => import('./routes/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })));
const InfoPage = lazyScreen(() => import('./layout/public-extras').then((m) => ({ default: m.InfoPage })));
const loggedIn = () => import('./routes/logged-in-routes');
const LoggedInRoutes = lazyScreen(() => loggedIn().then((m) => ({ default: m.LoggedInRoutes })));
const ConfirmProfileRoutes = lazyScreen(() => loggedIn().then((m) => ({ default: m.ConfirmProfileRoutes })));

/**
 * Routing by login state (spec §2). Each state has its own route set, so switching state (login,
 * logout, confirming the profile) is enough to send the user to the right page.
 */
export function AppRoutes() {
  const session = useSession();
  // Nearly everyone on the login page logs in next, and lands on the dashboard: once the page is
  // usable, fetch the logged-in routes and the dashboard ahead, so login → dashboard waits for
  // neither on a slow line.
  useEffect(
    () => (session.status === 'loggedOut' ? prefetchWhenIdle([() => loggedIn().then((m) => m.loadDashboard())]) : undefined),
    [session.status],
  );

  if (session.status === 'loggedOut') {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<LoginPage mode="login" />} />
          <Route path="/login/forgot" element={<LoginPage mode="forgot" />} />
          <Route path="/reset-password" element={<ResetPasswordScreen />} />
          <Route path={ACCEPT_INVITATION_PATH} element={<ResetPasswordScreen />} />
          {/* Linked from the footer: a statement and a privacy notice are for everyone, not only the logged in. */}
          <Route path="/tilgjengelighet" element={<InfoPage page="accessibility" />} />
          <Route path="/personvern" element={<InfoPage page="privacy" />} />
        </Route>
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }

  return session.needToConfirm ? <ConfirmProfileRoutes /> : <LoggedInRoutes />;
}
