import { useIsFetching } from '@tanstack/react-query';
import { createContext, type ReactNode, Suspense, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { company } from '@/config/company';
import { getImpersonation } from '@/lib/impersonation';
import { useCan } from '@/lib/me';
import { usePrognosisConfig } from '@/features/prognosis/api/get-prognosis-config';
import { useSubmittedPrognosis } from '@/features/prognosis/api/get-submitted-prognosis';
import { popupClosedThisSession, rememberPopupClosed } from '@/features/prognosis/popup-session';
import { isPrognosisAvailable, opensByItself, showsSurvey } from '@/features/prognosis/survey';
import { lazyScreen, Nothing } from '@/components/ui/load-failed';
import { ActAsFarmerNotice, useFarmScreenAccess } from './act-as-farmer-notice';
import { whenIdle } from './prefetch';

// The survey form is downloaded when it opens, not with every logged-in page (bench/web-bundle.ts).
const PrognosisModal = lazyScreen(
  () => import('@/features/prognosis/components/prognosis-modal').then((m) => ({ default: m.PrognosisModal })),
  Nothing,
);

/** The screen the popup belongs to: the one a farmer lands on after login. */
const DASHBOARD_PATH = '/dashboard';

/**
 * True once the screen has its answers (nothing is being fetched) and the browser is idle
 * after drawing it; stays true. The survey's download and its answers then do not compete with
 * the dashboard a farmer on a slow line opened the portal for.
 */
function useScreenSettled(): boolean {
  const fetching = useIsFetching() > 0;
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled || fetching) return;
    return whenIdle(() => setSettled(true), 200);
  }, [settled, fetching]);
  return settled;
}

interface PrognosisDialog {
  /** The company has prognosisRegistration and some kind has survey_available (spec §6). */
  available: boolean;
  open: () => void;
}

const PrognosisDialogContext = createContext<PrognosisDialog | null>(null);

/**
 * The one prognosis dialog of the logged-in portal, opened from the menu entry, the dashboard
 * tile, or by itself (spec §2, §4): right after login, when some kind has show_survey and the farm
 * has not yet answered that kind's coming period, unless the farmer closed it earlier in this
 * browser tab's session. Not by itself for staff: acting for nobody they have no farm, and acting
 * for a farm they did not log in as the farmer. By itself only over the dashboard, once it is
 * drawn with its answers; and it belongs to the screen it opened on: going to another screen (the
 * bottom bar, the browser's back button) closes it, as the farmer has moved on.
 */
export function PrognosisDialogProvider({ children }: { children: ReactNode }) {
  const access = useFarmScreenAccess();
  const enabled = company.flags.prognosisRegistration;
  const config = usePrognosisConfig({ enabled: enabled && access !== 'pending' });
  const available = enabled && config.data !== undefined && isPrognosisAvailable(config.data);
  const { pathname } = useLocation();
  // The screen it was opened on; shown only there, so it never stands over the next screen.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const settled = useScreenSettled();

  // Not for a person whose role may not answer it (an accountant acting for the farm).
  const mayAnswer = useCan()('prognosis.write');
  const mayOpenByItself =
    available &&
    mayAnswer &&
    showsSurvey(config.data) &&
    access === 'farm' &&
    getImpersonation() === null &&
    pathname === DASHBOARD_PATH &&
    settled &&
    !popupClosedThisSession();
  const submitted = useSubmittedPrognosis(config.data, { enabled: mayOpenByItself });
  const openedByItself = useRef(false);
  useEffect(() => {
    if (openedByItself.current || !mayOpenByItself || !config.data || !submitted.data) return;
    if (!opensByItself(config.data, submitted.data)) return;
    openedByItself.current = true;
    setOpenOn(pathname);
  }, [mayOpenByItself, config.data, submitted.data, pathname]);

  // Left behind by a navigation: closed as if the farmer had closed it.
  useEffect(() => {
    if (openOn === null || openOn === pathname) return;
    setOpenOn(null);
    rememberPopupClosed();
  }, [openOn, pathname]);

  const onOpenChange = (open: boolean) => {
    setOpenOn(open ? pathname : null);
    if (!open) rememberPopupClosed();
  };

  return (
    <PrognosisDialogContext.Provider value={{ available, open: () => setOpenOn(pathname) }}>
      {children}
      {isOpen && (
        <Suspense fallback={null}>
          <PrognosisModal isOpen onOpenChange={onOpenChange} access={access} staffNotice={<ActAsFarmerNotice what="Prognosen" />} />
        </Suspense>
      )}
    </PrognosisDialogContext.Provider>
  );
}

/** The dialog's state, for the menu entry and the dashboard tile (inside PrognosisDialogProvider). */
export function usePrognosisDialog(): PrognosisDialog {
  const dialog = useContext(PrognosisDialogContext);
  if (!dialog) throw new Error('usePrognosisDialog is used outside PrognosisDialogProvider');
  return dialog;
}
