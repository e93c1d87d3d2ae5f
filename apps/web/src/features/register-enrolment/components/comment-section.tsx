import { ENROLMENT_LIMITS } from '@slakteweb/core';
import { Checkbox } from '@/components/ui/checkbox';
import { TextArea } from '@/components/ui/text-area';
import { needsAgreement } from '../model/enrolment-model';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/** The comment for the whole enrolment and, for slaughter and sell, the transport-fitness agreement (spec §2 items 6, 10). */
export function CommentSection({ draft, dispatch }: SectionProps) {
  return (
    <section className={styles.step} aria-label="Kommentar og bekreftelse">
      <TextArea
        label="Legg til kommentar for hele innmeldingen"
        value={draft.comment}
        onChange={(comment) => dispatch({ type: 'commentChanged', comment })}
        maxChars={ENROLMENT_LIMITS.enrolmentComment}
      />
      {needsAgreement(draft.action) && (
        <Checkbox
          label="Jeg bekrefter at dyrene er i stand til å transporteres"
          checked={draft.agreement}
          onChange={(e) => dispatch({ type: 'agreementChanged', agreement: e.target.checked })}
        />
      )}
    </section>
  );
}
