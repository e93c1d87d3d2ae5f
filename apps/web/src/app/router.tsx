import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { company } from '@/config/company';
import { LoginPage } from '@/features/auth/components/login-page';
import { BrandingClothesPage } from '@/features/branding/components/branding-clothes-page';
import { PasswordPage } from '@/features/password/components/password-page';
import { ProfileEditPage } from '@/features/profile/components/profile-edit-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { useSession } from '@/lib/session';
import { AppLayout, PublicLayout } from './layout/app-layout';
import { FarmScreen } from './routes/farm-screen';
import { RegisteredEnrolmentsRoute } from './routes/registered-enrolments-route';
import { ReturnFormPage } from './routes/return-form-page';

// The bigger screens load on demand (AppLayout shows 'Laster inn...' meanwhile): the carousel,
// the settlements, documents, statistics and cattle screens, and Chart.js stay out of the first
// download.
const DashboardRoute = lazy(() => import('./routes/dashboard-route').then((m) => ({ default: m.DashboardRoute })));
const DocumentsPage = lazy(() => import('@/features/documents/components/documents-page').then((m) => ({ default: m.DocumentsPage })));
const SettlementsPage = lazy(() =>
  import('@/features/settlements/components/settlements-page').then((m) => ({ default: m.SettlementsPage })),
);
const RegisterEnrolmentRoute = lazy(() =>
  import('./routes/register-enrolment-route').then((m) => ({ default: m.RegisterEnrolmentRoute })),
);
const TestPage = lazy(() => import('./routes/test-page').then((m) => ({ default: m.TestPage })));
const StatisticsPage = lazy(() =>
  import('@/features/statistics/components/statistics-page').then((m) => ({ default: m.StatisticsPage })),
);
const CattleRoute = lazy(() => import('./routes/cattle-route').then((m) => ({ default: m.CattleRoute })));

/**
 * Routing by login state (spec §2). Each state has its own route set, so switching state (login,
 * logout, confirming the profile) is enough to send the user to the right page.
 */
export function AppRoutes() {
  const session = useSession();

  if (session.status === 'loggedOut') {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/login" element={<LoginPage mode="login" />} />
          <Route path="/login/forgot" element={<LoginPage mode="forgot" />} />
          <Route path="/reset-password" element={<PasswordPage mode="reset" />} />
        </Route>
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }

  if (session.needToConfirm) {
    return (
      <Routes>
        <Route element={<AppLayout restricted />}>
          <Route path="/profile" element={<ProfilePage confirmMode />} />
          <Route path="/profile/change-password" element={<PasswordPage mode="change" />} />
        </Route>
        <Route path="*" element={<Navigate to="/profile" replace />} />
      </Routes>
    );
  }

  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/profile/edit" element={<ProfileEditPage />} />
        <Route path="/profile/change-password" element={<PasswordPage mode="change" />} />
        <Route path="/reset-password" element={<PasswordPage mode="reset" />} />
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
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
