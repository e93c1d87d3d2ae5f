import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { PasswordPage } from '../features/password/components/password-page';
import { ProfileEditPage } from '../features/profile/components/profile-edit-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SettlementsPage } from '../features/settlements/components/settlements-page';
import { useSession } from '../lib/session';
import { AppLayout, PublicLayout } from './layout/app-layout';
import { ComingSoonPage } from './routes/coming-soon-page';

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
        <Route path="/dashboard" element={<ComingSoonPage title="Dashboard" breadcrumbs={[]} />} />
        <Route path="/accountings/temp" element={<SettlementsPage key="temp" kind="temp" />} />
        <Route path="/accountings" element={<SettlementsPage key="posted" kind="posted" />} />
        <Route path="/documents" element={<ComingSoonPage title="Dokumenter" />} />
        <Route path="/statistics" element={<ComingSoonPage title="Statistikk" />} />
        <Route path="/register-enrolment" element={<ComingSoonPage title="Innmelding" />} />
        <Route path="/registered-enrolments" element={<ComingSoonPage title="Innsendte innmeldinger" />} />
        <Route path="/cattle" element={<ComingSoonPage title="Mine storfe" />} />
        <Route path="/branding-clothes" element={<ComingSoonPage title="Profileringsklær" />} />
        <Route path="/return-form" element={<ComingSoonPage title="Retur" />} />
        <Route path="/test" element={<ComingSoonPage title="Test" />} />
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
