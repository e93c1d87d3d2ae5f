import { useId } from 'react';
import { Page } from '@/components/layout/page';
import { company } from '@/config/company';
import { ImpersonateForm } from './impersonate-form';
import { ResetLinkForm } from './reset-link-form';
import styles from './superuser.module.css';

/** The staff start page's heading and title. */
export const STAFF_START_TITLE = 'Kundestøtte';

/**
 * Where staff acting for nobody land (/dashboard): a farmer's dashboard would show them an empty
 * balance, so here are the two things they came for, open on the page: see the portal as the
 * farmer they are helping, or send a link for a new password.
 */
export function StaffStartPage() {
  const impersonateId = useId();
  const resetId = useId();
  return (
    <Page title={STAFF_START_TITLE} breadcrumbs={[]}>
      <p>
        Du er logget inn som ansatt i {company.name}. Velg brukeren du skal hjelpe, så ser du portalen slik brukeren ser
        den.
      </p>
      <div className={styles.startSections}>
        <section className={styles.startSection} aria-labelledby={impersonateId}>
          <h2 id={impersonateId}>Se portalen som en annen bruker</h2>
          <ImpersonateForm />
        </section>
        <section className={styles.startSection} aria-labelledby={resetId}>
          <h2 id={resetId}>Send lenke for nytt passord</h2>
          <ResetLinkForm />
        </section>
      </div>
    </Page>
  );
}
