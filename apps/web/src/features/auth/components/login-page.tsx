import { lazy, Suspense } from 'react';
import { PageFrame } from '@/components/layout/page-frame';
import { Loading } from '@/components/ui/loading';
import styles from './auth.module.css';
import { HelpContact } from './help-contact';
import { LoginForm } from './login-form';

// The forgot-password form uses the form and data-cache libraries the login form does without:
// it comes on demand, so /login stays a small download (bench/web-bundle.ts).
const ForgotPasswordScreen = lazy(() => import('./forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })));

/** /login and its forgot-password mode /login/forgot (spec §2). */
export function LoginPage({ mode }: { mode: 'login' | 'forgot' }) {
  const title = mode === 'login' ? 'Logg inn' : 'Glemt passord';
  return (
    <PageFrame title={title}>
      <div className={styles.card}>
        {mode === 'login' ? (
          <LoginForm />
        ) : (
          <Suspense fallback={<Loading />}>
            <ForgotPasswordScreen />
          </Suspense>
        )}
      </div>
      <HelpContact />
    </PageFrame>
  );
}
