import { HELP_TEXT } from '@slakteweb/core';
import { useId } from 'react';
import { HelpText } from '@/components/ui/help-text';
import { MailIcon, PhoneIcon } from '@/components/ui/status-icons';
import { company } from '@/config/company';
import styles from './auth.module.css';

/** The help contact block of the login screen: the cooperative's help text, e-mail and phone. */
export function HelpContact() {
  const headingId = useId();
  const { email, phone } = company.support;

  return (
    <section className={`${styles.card} ${styles.help}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Trenger du hjelp?</h2>
      <HelpText
        name={HELP_TEXT.loginHelp}
        className={styles.helpHtml}
        fallback={<p>Kontakt oss på e-post eller telefon, så hjelper vi deg.</p>}
      />
      <ul className={styles.contactList}>
        <li>
          <MailIcon size={18} />
          <span className="visually-hidden">E-post:</span>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
        <li>
          <PhoneIcon />
          <span className="visually-hidden">Telefon:</span>
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        </li>
      </ul>
    </section>
  );
}
