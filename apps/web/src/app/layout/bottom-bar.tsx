import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon, UserIcon } from '@/components/ui/icons';
import { goBack } from '@/lib/navigation';
import styles from './layout.module.css';
import { HEADER_PROFILE_BUTTON } from './top-menu';

/**
 * Where the bar shows. Never on profile edit (it has its own Avbryt/Utfør endring). Where the top
 * menu has the profile button (midtnorge), a 'Min konto' bar would say the same twice: there the
 * bar is only the profile's way back ('Lukk Min Konto').
 */
export function showsBottomBar(pathname: string, headerHasProfileButton: boolean = HEADER_PROFILE_BUTTON): boolean {
  if (pathname === '/profile/edit') return false;
  return !headerHasProfileButton || pathname === '/profile';
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
