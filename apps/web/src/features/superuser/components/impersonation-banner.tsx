import { Button } from '@/components/ui/button';
import { announceAndReload, endImpersonation } from '../impersonation';
import styles from './superuser.module.css';

interface ImpersonationBannerProps {
  username: string;
  /** The user's name, once their profile has loaded (nothing while loading or refused). */
  fullname?: string;
  /** The server refused (unknown user, or another superuser): say so. */
  targetRejected?: boolean;
  /** Replaceable in tests; reloads the page by default. */
  reload?: () => void;
}

/**
 * Always visible while a superuser sees the portal as someone else: whom (name and number, so
 * support staff on the phone know they have the right farm), and a button to stop.
 */
export function ImpersonationBanner({ username, fullname, targetRejected = false, reload }: ImpersonationBannerProps) {
  return (
    <div className={styles.banner} role="region" aria-label="Innlogget som annen bruker">
      <div className={styles.bannerInner}>
        <div className={styles.bannerText}>
          <p>
            <strong>Du ser portalen som {fullname ? `${fullname} (${username})` : username}</strong>
          </p>
          {targetRejected && <p>Fant ikke brukeren, eller du har ikke lov til å se portalen som denne brukeren.</p>}
        </div>
        <Button variant="secondary" onPress={() => announceAndReload(endImpersonation(), reload)}>
          Avslutt og se portalen som deg selv
        </Button>
      </div>
    </div>
  );
}
