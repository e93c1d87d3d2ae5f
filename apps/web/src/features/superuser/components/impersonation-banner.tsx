import { Button } from '@/components/ui/button';
import { announceAndReload, applyImpersonationInput } from '../impersonation';
import styles from './superuser.module.css';

interface ImpersonationBannerProps {
  username: string;
  /** The server refused (unknown user, or another superuser): say so. */
  targetRejected?: boolean;
}

/** Always visible while a superuser sees the portal as someone else. */
export function ImpersonationBanner({ username, targetRejected = false }: ImpersonationBannerProps) {
  return (
    <div className={styles.banner} role="region" aria-label="Innlogget som annen bruker">
      <div className={styles.bannerInner}>
        <div className={styles.bannerText}>
          <p>
            <strong>Du ser portalen som {username}</strong>
          </p>
          {targetRejected && (
            <p>Fant ikke brukeren, eller du har ikke lov til å se portalen som denne brukeren.</p>
          )}
          <p className={styles.hint}>Skriv «avslutt» i «Se portalen som en annen bruker» for å avslutte.</p>
        </div>
        <Button variant="secondary" onPress={() => announceAndReload(applyImpersonationInput('avslutt'))}>
          Avslutt
        </Button>
      </div>
    </div>
  );
}
