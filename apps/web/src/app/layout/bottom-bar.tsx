import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon, UserIcon } from '@/components/ui/icons';
import { goBack } from '@/lib/navigation';
import styles from './layout.module.css';

/**
 * Where the bar shows: on every page but profile edit (it has its own Avbryt/Utfør endring), in
 * both variants (spec §2 Layout). Midtnorge's profile button in the top menu does not replace it:
 * on a phone the bar is where the thumb finds 'Min konto'.
 */
export function showsBottomBar(pathname: string): boolean {
  return pathname !== '/profile/edit';
}

/**
 * The bottom bar (fixed on a phone; on a wide screen a plain link under the page, since a
 * full-width bar for one link is only in the way there): 'Min konto' opens the profile; on the profile 'Lukk Min Konto' goes back to
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
