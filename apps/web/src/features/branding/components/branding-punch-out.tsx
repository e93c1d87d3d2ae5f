import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { ExternalIcon } from '@/components/ui/icons';
import { Redirecting } from '@/components/ui/redirecting';
import { BRANDING_TOKEN_MAX_AGE_MS, useBrandingClothes } from '../api/get-branding-clothes';
import styles from './branding.module.css';

export const BRANDING_ERROR_TEXT = 'Kunne ikke hente URL for profileringstøy';
export const BRANDING_OPENED_TEXT = 'Nettbutikken for profileringsklær ble åpnet i en ny fane.';

/**
 * Whether the page may open a tab now. Browsers allow a new tab only right after a click or key
 * press (transient user activation, about 5 s in Chrome): true when the user just clicked the
 * tile or menu entry that led here. Where the browser cannot tell, the button is shown.
 */
function mayOpenTab(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { isActive: boolean } }).userActivation;
  return activation?.isActive === true;
}

/**
 * The punch-out (spec §7 Branding flow): the token is fetched as soon as the page opens (up to 3
 * tries, 500 ms apart; 'Omdirigerer ...' meanwhile), then a form POST of the hidden field `token`
 * to the returned url opens the shop in a new tab (target=_blank).
 *
 * Popup blockers only let a tab open from a user's click, so the form is submitted synchronously:
 * automatically when the user's click that led here is still fresh (the dashboard tile, the menu),
 * otherwise from 'Åpne nettbutikken'. The token is kept fresh while the page is open and used once;
 * a second opening fetches a new one first.
 */
export function BrandingPunchOut({ intro }: { intro?: ReactNode }) {
  const branding = useBrandingClothes();
  const formRef = useRef<HTMLFormElement>(null);
  const tokenInputRef = useRef<HTMLInputElement>(null);
  /** The token last sent: the shop may take each one once. */
  const [usedToken, setUsedToken] = useState<string | null>(null);
  /** The user wants the shop (at first, by coming here) and waits for a usable token. */
  const [wantOpen, setWantOpen] = useState(true);
  const [opened, setOpened] = useState(false);

  const data = branding.data;
  const fresh = data !== undefined && data.token !== usedToken && Date.now() - branding.dataUpdatedAt < BRANDING_TOKEN_MAX_AGE_MS;

  /** Posts the token to the shop in a new tab; synchronous, so it counts as the user's click. */
  const submit = () => {
    const form = formRef.current;
    const input = tokenInputRef.current;
    if (!form || !input || !data) return;
    form.action = data.url;
    input.value = data.token;
    form.submit();
    setUsedToken(data.token);
    setOpened(true);
    setWantOpen(false);
    // Ready for the next opening.
    void branding.refetch();
  };

  // A usable token while the user wants the shop: open it if the browser still allows a tab,
  // otherwise offer the button.
  useEffect(() => {
    if (!wantOpen || !fresh) return;
    if (mayOpenTab()) submit();
    else setWantOpen(false);
    // Runs for each new token; submit reads it from this render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantOpen, fresh, data?.token]);

  const open = () => {
    if (fresh) {
      submit();
      return;
    }
    setWantOpen(true);
    if (!branding.isFetching) void branding.refetch();
  };

  const form = (
    <form ref={formRef} method="post" target="_blank" rel="noopener" hidden>
      <input ref={tokenInputRef} type="hidden" name="token" />
    </form>
  );

  let content: ReactNode;
  if (branding.isError && !branding.isFetching && (wantOpen || !fresh)) {
    content = (
      <ErrorState
        message={BRANDING_ERROR_TEXT}
        onRetry={() => {
          setWantOpen(true);
          void branding.refetch();
        }}
      />
    );
  } else if (wantOpen) {
    content = <Redirecting />;
  } else {
    content = (
      <div className={styles.punchOut}>
        {opened ? <Alert kind="success">{BRANDING_OPENED_TEXT}</Alert> : intro}
        <Button onPress={open} variant={opened ? 'secondary' : 'primary'}>
          <ExternalIcon />
          {opened ? 'Åpne nettbutikken igjen' : 'Åpne nettbutikken'}
          {' '}
          <span className="visually-hidden">(åpnes i en ny fane)</span>
        </Button>
      </div>
    );
  }

  return (
    <>
      {content}
      {form}
    </>
  );
}
