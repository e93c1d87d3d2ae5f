import { isLegacyBrowser } from '@/lib/old-browser';
import styles from './layout.module.css';

export const OLD_BROWSER_TEXT =
  'Nettleseren din er utdatert, og portalen vil ikke fungere som den skal. Bruk en nyere nettleser, for eksempel Microsoft Edge, Google Chrome, Firefox eller Safari.';

/** Notice for Internet Explorer and legacy Edge (public/old-browser.js covers IE, which never runs this bundle). */
export function OldBrowserNotice() {
  if (!isLegacyBrowser(navigator.userAgent)) return null;
  return (
    <div className={styles.oldBrowser} role="alert">
      {OLD_BROWSER_TEXT}
    </div>
  );
}
