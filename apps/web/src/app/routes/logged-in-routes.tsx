import { Navigate, Route, Routes } from 'react-router';
import { company } from '@/config/company';
import { ACCEPT_INVITATION_PATH } from '@/config/paths';
import { pendingInvitation } from '@/lib/pending-invitation';
import { lazyScreen } from '@/components/ui/load-failed';
import { AppLayout } from '../layout/app-layout';
import { FarmScreen } from './farm-screen';
import { NotFoundPage } from './not-found-page';

// The routes of a logged-in user, downloaded once someone is logged in (router.tsx), so the
// login page downloads none of it: the frame (menus, banner, footer), the wrappers every screen
// uses, and the route table. Each screen is a download of its own (AppLayout shows 'Laster
// inn...' meanwhile); loading them from here rather than from router.tsx lets the bundler know
// the frame is there first, so a screen's files never repeat what the frame brought
// (bench/web-bundle.ts).
export const loadDashboard = () => import('./dashboard-route');

// The service worker (offline start, install, push) is registered by importing its module, once
// this download is here: after the first paint, when someone logged in or the login page fetched
// it ahead (router.tsx). Not from the first download, which has no room for it (bench/web-bundle.ts).
if (import.meta.env.PROD) void import('../pwa/register-service-worker');
const DashboardRoute = lazyScreen(() => loadDashboard().then((m) => ({ default: m.DashboardRoute })));
const ProfilePage = lazyScreen(() => import('@/features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const ProfileEditPage = lazyScreen(() =>
  import('@/features/profile/components/profile-edit-page').then((m) => ({ default: m.ProfileEditPage })),
);
const PasswordPage = lazyScreen(() => import('@/features/password/components/password-page').then((m) => ({ default: m.PasswordPage })));
const BrandingClothesPage = lazyScreen(() =>
  import('@/features/branding/components/branding-clothes-page').then((m) => ({ default: m.BrandingClothesPage })),
);
const RegisteredEnrolmentsRoute = lazyScreen(() =>
  import('./registered-enrolments-route').then((m) => ({ default: m.RegisteredEnrolmentsRoute })),
);
const ReturnFormPage = lazyScreen(() => import('./return-form-page').then((m) => ({ default: m.ReturnFormPage })));
const DocumentsPage = lazyScreen(() => import('@/features/documents/components/documents-page').then((m) => ({ default: m.DocumentsPage })));
const SettlementsPage = lazyScreen(() =>
  import('@/features/settlements/components/settlements-page').then((m) => ({ default: m.SettlementsPage })),
);
const RegisterEnrolmentRoute = lazyScreen(() =>
  import('./register-enrolment-route').then((m) => ({ default: m.RegisterEnrolmentRoute })),
);
const MyCasesPage = lazyScreen(() => import('@/features/settlements/components/my-cases-page').then((m) => ({ default: m.MyCasesPage })));
const TestPage = lazyScreen(() => import('./test-page').then((m) => ({ default: m.TestPage })));
const StatisticsPage = lazyScreen(() =>
  import('@/features/statistics/components/statistics-page').then((m) => ({ default: m.StatisticsPage })),
);
const HealthReportPage = lazyScreen(() => import('@/features/statistics/components/health-report-page').then((m) => ({ default: m.HealthReportPage })));
const PricesPage = lazyScreen(() => import('@/features/prices/components/prices-page').then((m) => ({ default: m.PricesPage })));
const AccessibilityStatementPage = lazyScreen(() => import('./info-pages').then((m) => ({ default: m.AccessibilityStatementPage })));
const PrivacyPage = lazyScreen(() => import('./info-pages').then((m) => ({ default: m.PrivacyPage })));
const AccessPage = lazyScreen(() => import('@/features/access/components/access-page').then((m) => ({ default: m.AccessPage })));
// A person's own screens, one download: accepting another farm's invitation, and choosing the farm.
const personScreens = () => import('./person-screens');
const AcceptInvitationPage = lazyScreen(() => personScreens().then((m) => ({ default: m.AcceptInvitationPage })));
const ChooseFarmPage = lazyScreen(() => personScreens().then((m) => ({ default: m.ChooseFarmPage })));
const CattleRoute = lazyScreen(() => import('./cattle-route').then((m) => ({ default: m.CattleRoute })));

/**
 * Just logged in: to the dashboard, or back to the invitation that sent an existing user to log
 * in first (its page accepts it with the token alone).
 */
function AfterLogin() {
  const token = pendingInvitation.get();
  return <Navigate to={token ? `${ACCEPT_INVITATION_PATH}?t=${encodeURIComponent(token)}` : '/dashboard'} replace />;
}

/** While the profile must be confirmed (login answered 418): only the profile and the password. */
export function ConfirmProfileRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout restricted />}>
        <Route path="/profile" element={<ProfilePage confirmMode />} />
        <Route path="/profile/change-password" element={<PasswordPage mode="change" />} />
        {/* The footer's links work in every state. */}
        <Route path="/tilgjengelighet" element={<AccessibilityStatementPage />} />
        <Route path="/personvern" element={<PrivacyPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/profile" replace />} />
    </Routes>
  );
}

/** Everything else a logged-in user reaches. */
export function LoggedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/profile/edit" element={<ProfileEditPage />} />
        <Route path="/profile/change-password" element={<PasswordPage mode="change" />} />
        <Route
          path="/tilganger"
          element={
            <FarmScreen title="Tilganger" what="Tilganger">
              <AccessPage />
            </FarmScreen>
          }
        />
        <Route path="/reset-password" element={<PasswordPage mode="reset" />} />
        <Route path={ACCEPT_INVITATION_PATH} element={<AcceptInvitationPage />} />
        <Route path="/velg-gard" element={<ChooseFarmPage />} />
        <Route path="/dashboard" element={<DashboardRoute />} />
        {/* A farm's screens: staff acting for nobody get the act-as-farmer notice instead (FarmScreen). */}
        <Route
          path="/accountings/temp"
          element={
            <FarmScreen title="Avregninger" what="Avregninger">
              <SettlementsPage key="temp" kind="temp" />
            </FarmScreen>
          }
        />
        <Route
          path="/accountings"
          element={
            <FarmScreen title="Avregninger" what="Avregninger">
              <SettlementsPage key="posted" kind="posted" />
            </FarmScreen>
          }
        />
        {['/henvendelser', '/henvendelser/:id'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <FarmScreen title="Mine henvendelser" what="Mine henvendelser">
                <MyCasesPage />
              </FarmScreen>
            }
          />
        ))}
        <Route
          path="/documents"
          element={
            <FarmScreen title="Dokumenter" what="Dokumenter">
              <DocumentsPage />
            </FarmScreen>
          }
        />
        <Route
          path="/statistics"
          element={
            <FarmScreen title="Statistikk" what="Statistikk">
              <StatisticsPage />
            </FarmScreen>
          }
        />
        <Route
          path="/statistics/health-report"
          element={
            <FarmScreen title="Helserapport" what="Helserapporten">
              <HealthReportPage />
            </FarmScreen>
          }
        />
        <Route
          path="/priser"
          element={
            <FarmScreen title="Priser" what="Priser">
              <PricesPage key="lists" tab="lists" />
            </FarmScreen>
          }
        />
        <Route
          path="/priser/hva-far-jeg"
          element={
            <FarmScreen title="Priser" what="Priser">
              <PricesPage key="calculator" tab="calculator" />
            </FarmScreen>
          }
        />
        <Route path="/register-enrolment" element={<RegisterEnrolmentRoute />} />
        <Route path="/registered-enrolments" element={<RegisteredEnrolmentsRoute />} />
        <Route
          path="/cattle"
          element={
            <FarmScreen title="Mine storfe" what="Mine storfe">
              <CattleRoute />
            </FarmScreen>
          }
        />
        {/* The punch-out is the farm's; without branding_clothes the page is only the help text. */}
        <Route
          path="/branding-clothes"
          element={
            company.flags.branding_clothes ? (
              <FarmScreen title="Profileringsklær" what="Profileringsklær">
                <BrandingClothesPage />
              </FarmScreen>
            ) : (
              <BrandingClothesPage />
            )
          }
        />
        <Route path="/return-form" element={<ReturnFormPage />} />
        <Route path="/test" element={<TestPage />} />
        <Route path="/tilgjengelighet" element={<AccessibilityStatementPage />} />
        <Route path="/personvern" element={<PrivacyPage />} />
        {/* Anything else is an address the portal does not have: said so, with the way back. */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* The start address, and the login screens a logged-in user no longer needs. */}
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login/*" element={<AfterLogin />} />
    </Routes>
  );
}
