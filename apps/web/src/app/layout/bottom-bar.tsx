import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon, UserIcon } from '@/components/ui/icons';
import { goBack } from '@/lib/navigation';
import styles from './layout.module.css';

/** Pages without the bottom bar: profile edit has its own Avbryt/Utfør endring. */
export function showsBottomBar(pathname: string): boolean {
  return pathname !== '/profile/edit';
}

/**
 * The bottom bar: 'Min konto' opens the profile; on the profile 'Lukk Min Konto' goes back to
 * where the user was (skipping the edit page after saving, which passes `referer`).
 */
export function BottomBar() {
  const location = useLocation();
  const navigate = useNavigate();

  if (location.pathname === '/profile') {
    const state: unknown = location.state;
    const cameFromEdit =
      typeof state === 'object' && state !== null && 'referer' in state && state.referer === '/profile/edit';
    return (
      <nav className={styles.bottomBar} aria-label="Min konto">
        <button type="button" className={styles.bottomBarLink} onClick={() => goBack(navigate, '/dashboard', cameFromEdit ? 2 : 1)}>
          <ArrowLeftIcon />
          Lukk Min Konto
        </button>
      </nav>
    );
  }

  return (
    <nav className={styles.bottomBar} aria-label="Min konto">
      <Link to="/profile" className={styles.bottomBarLink}>
        <UserIcon />
        Min konto
      </Link>
    </nav>
  );
}
