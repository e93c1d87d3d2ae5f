import { HELP_TEXT } from '@slakteweb/core';
import { useId } from 'react';
import { HtmlContent } from '@/components/ui/html-content';
import { MailIcon, PhoneIcon } from '@/components/ui/icons';
import { company } from '@/config/company';
import { useHelpText } from '@/lib/help-texts';
import styles from './auth.module.css';

/** The help contact block of the login screen: the cooperative's help text, e-mail and phone. */
export function HelpContact() {
  const headingId = useId();
  const helpText = useHelpText(HELP_TEXT.loginHelp);
  const { email, phone } = company.support;

  return (
    <section className={`${styles.card} ${styles.help}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Trenger du hjelp?</h2>
      {helpText ? (
        <HtmlContent className={styles.helpHtml} html={helpText} />
      ) : (
        <p>Kontakt oss på e-post eller telefon, så hjelper vi deg.</p>
      )}
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
