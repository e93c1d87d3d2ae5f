import { HELP_TEXT } from '@slakteweb/core';
import { HtmlContent } from '@/components/ui/html-content';
import { ExternalIcon } from '@/components/ui/icons';
import { company } from '@/config/company';
import { useHelpText } from '@/lib/help-texts';
import styles from './register-enrolment.module.css';

/** More about enrolment (spec §2): the cooperative's page, or its help text when it has no page. */
export function EnrolmentInfo() {
  const helpText = useHelpText(HELP_TEXT.enrolmentInfo);
  if (company.enrolmentInfoUrl) {
    return (
      <p className={styles.info}>
        <a href={company.enrolmentInfoUrl} target="_blank" rel="noreferrer">
          Mer informasjon om innmelding <ExternalIcon />
          <span className="visually-hidden"> (åpnes i ny fane)</span>
        </a>
      </p>
    );
  }
  if (!helpText) return null;
  return (
    <details className={styles.info}>
      <summary>Mer informasjon om innmelding</summary>
      <HtmlContent html={helpText} className={styles.helpText} />
    </details>
  );
}
