import { useState } from 'react';
import { PlainButton } from '@/components/ui/plain-button';
import { acceptInstallOffer, useInstallOffer } from '@/lib/install-prompt';
import { safeLocalStorage } from '@/lib/storage';
import { useMediaQuery } from '@/lib/use-media-query';
import styles from './dashboard.module.css';

export const INSTALL_HINT_TEXT = {
  heading: 'Legg til på startskjermen',
  body: 'Da åpner du Slakteweb som en app, og det du har sett sist, kan du lese også uten nett.',
  install: 'Legg til',
  later: 'Ikke nå',
} as const;

/** 'Ikke nå' is remembered on this device: the hint does not nag. */
export const INSTALL_HINT_DISMISSED_KEY = 'slakteweb_install_hint_dismissed';

/**
 * 'Legg til på startskjermen' on a phone or tablet whose browser offers to install the portal
 * (lib/install-prompt.ts). Not on a computer, where the browser's own install button is enough.
 */
export function InstallHint() {
  const offered = useInstallOffer();
  const touch = useMediaQuery('(pointer: coarse)');
  const [dismissed, setDismissed] = useState(() => safeLocalStorage.get(INSTALL_HINT_DISMISSED_KEY) === '1');
  if (!offered || !touch || dismissed) return null;
  const later = () => {
    safeLocalStorage.set(INSTALL_HINT_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <section className={styles.installHint} aria-labelledby="install-hint-heading">
      <h2 id="install-hint-heading" className={styles.sectionHeading}>
        {INSTALL_HINT_TEXT.heading}
      </h2>
      <p>{INSTALL_HINT_TEXT.body}</p>
      <div className={styles.installActions}>
        <PlainButton onClick={() => void acceptInstallOffer()}>{INSTALL_HINT_TEXT.install}</PlainButton>
        <PlainButton variant="secondary" onClick={later}>
          {INSTALL_HINT_TEXT.later}
        </PlainButton>
      </div>
    </section>
  );
}
