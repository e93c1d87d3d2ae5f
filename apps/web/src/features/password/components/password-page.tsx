import { Link, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { PasswordForm, type PasswordMode } from './password-form';
import styles from './password.module.css';

/**
 * The password screen (spec §2): /profile/change-password (change mode) and
 * /reset-password?t=… (reset mode, reached from the e-mailed link, also when logged out).
 */
export function PasswordPage({ mode }: { mode: PasswordMode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('t') ?? '';

  return (
    <Page
      title="Endre passord"
      heading={mode === 'reset' ? 'Sett nytt passord' : 'Endre passord'}
      breadcrumbs={
        mode === 'change'
          ? [
              { label: 'Profil', to: '/profile' },
              { label: 'Endre passord', to: '/profile/change-password' },
            ]
          : false
      }
    >
      <div className={styles.card}>
        {mode === 'reset' && token === '' ? (
          <Alert kind="error" title="Lenken er ufullstendig">
            <p>
              Lenken for å sette nytt passord mangler koden fra e-posten. Åpne lenken i e-posten på nytt, eller{' '}
              <Link to="/login/forgot">be om en ny lenke</Link>.
            </p>
          </Alert>
        ) : (
          <PasswordForm mode={mode} token={token} />
        )}
      </div>
    </Page>
  );
}
