import { company } from '@/config/company';
import styles from './layout.module.css';

/** Company footer (midtnorge: address and support phone); nothing when the company has none. */
export function Footer() {
  if (company.footerLines.length === 0) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {company.footerLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </footer>
  );
}
