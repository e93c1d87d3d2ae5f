import { useRef } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { company } from '@/config/company';
import { getImpersonation } from '@/lib/impersonation';
import { useCan, useIsStaffForNobody, useMe } from '@/lib/me';
import { useStickyHeaderHeight } from '@/lib/sticky-header';
import { useLogout } from '@/features/auth/api/logout';
import { MessagesButton } from '@/features/messages/components/messages-button';
import { useIsSuperuser } from '@/features/superuser/api/get-is-superuser';
import { Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { LogoutIcon } from '@/components/ui/icons';
import { lazyScreen, Nothing } from '@/components/ui/load-failed';
import { useFarmScreenAccess } from '../act-as-farmer-notice';
import { usePrognosisDialog } from '../prognosis-dialog';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import styles from './layout.module.css';

// Staff's tools are downloaded only for staff (bench/web-bundle.ts).
const SuperuserButtons = lazyScreen(
  () => import('@/features/superuser/components/superuser-buttons').then((m) => ({ default: m.SuperuserButtons })),
  Nothing,
);

/** Only midtnorge has the profile button in the top menu (spec §2, with its breadcrumbs). */
export const HEADER_PROFILE_BUTTON = company.flags.breadcrumbs;

/** Top menu of the logged-in portal (spec §2 Layout). */
export function TopMenu() {
  const isSuperuser = useIsSuperuser();
  // While impersonating, is_superuser answers for the impersonated user (false), but the
  // superuser still needs the buttons to switch back.
  const showSuperuserTools = isSuperuser || getImpersonation() !== null;
  // What has been read is kept per farm: staff acting for nobody see the messages, unmarked.
  // Nothing a person does marks anything read for the farmer.
  const isPerson = useMe().data?.kind === 'person';
  const tracksRead = useFarmScreenAccess() === 'farm' && !isPerson;
  const can = useCan();
  // The cooperative's messages are theirs too, unmarked (spec §5 Layout).
  const staffForNobody = useIsStaffForNobody();
  const prognosis = usePrognosisDialog();
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderHeight(headerRef);

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={styles.headerInner}>
        <Logo to="/dashboard" />
        <div className={styles.actions}>
          {(can('messages.read') || staffForNobody) && <MessagesButton buttonClassName={styles.headerButton} tracksRead={tracksRead} />}
          {HEADER_PROFILE_BUTTON && (
            <ButtonLink to="/profile" variant="icon" className={styles.headerButton} aria-label="Min konto">
              <UserIcon />
            </ButtonLink>
          )}
          {showSuperuserTools && (
            <Suspense fallback={null}>
              <SuperuserButtons buttonClassName={styles.headerButton} />
            </Suspense>
          )}
        </div>
        <MainNav prognosisAvailable={prognosis.available} onOpenPrognosis={prognosis.open} />
      </div>
    </header>
  );
}

/** While the profile must be confirmed: only the logo and 'Logg ut'. */
export function RestrictedTopMenu() {
  const logout = useLogout();
  const headerRef = useRef<HTMLElement>(null);
  useStickyHeaderHeight(headerRef);
  return (
    <header className={styles.header} ref={headerRef}>
      <div className={styles.headerInner}>
        <Logo to="/profile" />
        <Button variant="quiet" className={styles.headerButton} onPress={() => logout.mutate()} isPending={logout.isPending}>
          <LogoutIcon />
          Logg ut
        </Button>
      </div>
    </header>
  );
}
