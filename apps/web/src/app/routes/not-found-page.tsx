import { Link, useLocation } from 'react-router';
import { Page } from '@/components/layout/page';
import styles from './routes.module.css';

export const NOT_FOUND_TEXT = {
  title: 'Fant ikke siden',
  body: 'Det finnes ingen side på denne adressen. Lenken kan være gammel, eller adressen skrevet feil.',
  back: 'Gå til forsiden',
};

/**
 * An address the portal does not have: say so, show it, and offer the way back, instead of
 * quietly landing on the dashboard (a farmer following an old bookmark learns it is gone).
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title={NOT_FOUND_TEXT.title}>
      <p>{NOT_FOUND_TEXT.body}</p>
      <p className={styles.notFoundPath}>
        <code>{pathname}</code>
      </p>
      <p>
        <Link to="/dashboard" className={styles.notFoundLink}>
          {NOT_FOUND_TEXT.back}
        </Link>
      </p>
    </Page>
  );
}
