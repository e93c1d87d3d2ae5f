import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoutIcon, MenuIcon, CloseIcon } from '@/components/ui/icons';
import { company } from '@/config/company';
import { cx } from '@/lib/cx';
import { useLogout } from '@/features/auth/api/logout';
import { useCan, useIsStaffForNobody, useMe } from '@/lib/me';
import { useHasCattle } from '@/features/profile/api/get-has-cattle';
import { useFarmScreenAccess } from '../act-as-farmer-notice';
import styles from './layout.module.css';
import { menuEntries } from './menu-entries';

interface MainNavProps {
  /** Shows 'Prognose slakt og kjøp/salg livdyr' (with the prognosisRegistration flag). */
  prognosisAvailable?: boolean;
  onOpenPrognosis?: () => void;
}

/**
 * The main menu. Below 820 px it folds into a 'Meny' button with a dropdown (a disclosure of
 * links, the pattern screen readers handle best for site navigation); from 820 px the links
 * are a row under the logo.
 */
export function MainNav({ prognosisAvailable = false, onOpenPrognosis }: MainNavProps) {
  // Cattle are a farm's: staff acting for nobody have none to show.
  const can = useCan();
  const isPerson = useMe().data?.kind === 'person';
  const hasCattle = useHasCattle({ enabled: useFarmScreenAccess() === 'farm' && can('cattle.read') });
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const staffForNobody = useIsStaffForNobody();
  const entries = menuEntries(company.flags, { hasCattle, prognosisAvailable, can, isPerson, staffForNobody });
  // The menu's screens have exact paths; a trailing slash is the same screen.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const isCurrent = (entry: { to: string; alsoCurrentOn?: string[] }) => [entry.to, ...(entry.alsoCurrentOn ?? [])].includes(pathname);

  // While open: Escape closes (focus back on the button), and so does a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Hovedmeny">
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon size={22} /> : <MenuIcon />}
        <span className={styles.menuButtonText}>Meny</span>
      </button>
      <ul id={listId} className={cx(styles.menuList, open && styles.open)}>
        {entries.map((entry) => (
          <li key={entry.label}>
            {'to' in entry ? (
              <Link to={entry.to} className={styles.menuLink} onClick={close} aria-current={isCurrent(entry) ? 'page' : undefined}>
                {entry.label}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.menuLink}
                onClick={() => {
                  close();
                  onOpenPrognosis?.();
                }}
              >
                {entry.label}
              </button>
            )}
          </li>
        ))}
        <li className={styles.menuSeparator}>
          <button type="button" className={styles.menuLink} onClick={() => logout.mutate()} disabled={logout.isPending}>
            <LogoutIcon />
            Logg ut
          </button>
        </li>
      </ul>
    </nav>
  );
}
