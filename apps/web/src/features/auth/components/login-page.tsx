import { Page } from '@/components/layout/page';
import styles from './auth.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { HelpContact } from './help-contact';
import { LoginForm } from './login-form';

/** /login and its forgot-password mode /login/forgot (spec §2). */
export function LoginPage({ mode }: { mode: 'login' | 'forgot' }) {
  const title = mode === 'login' ? 'Logg inn' : 'Glemt passord';
  return (
    <Page title={title} breadcrumbs={false}>
      <div className={styles.card}>{mode === 'login' ? <LoginForm /> : <ForgotPasswordForm />}</div>
      <HelpContact />
    </Page>
  );
}
