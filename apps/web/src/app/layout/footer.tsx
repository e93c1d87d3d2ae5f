import { telHref } from '@slakteweb/core';
import { Link } from 'react-router';
import { company } from '@/config/company';
import styles from './layout.module.css';

/**
 * The footer of every page, logged in or not: the company's own lines (midtnorge: name and
 * address), the support phone and e-mail as links a phone rings and a mail program writes, and
 * the accessibility statement and privacy information.
 */
export function Footer() {
  const { phone, email } = company.support;
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {company.footerLines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          Kundeservice: <a href={telHref(phone)}>{phone}</a>, <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p className={styles.footerLinks}>
          <Link to="/tilgjengelighet">Tilgjengelighetserklæring</Link>
          <Link to="/personvern">Personvern</Link>
        </p>
      </div>
    </footer>
  );
}
