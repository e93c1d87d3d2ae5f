import { ENROLMENT_LIMITS } from '@slakteweb/core';
import { TextArea } from '@/components/ui/text-area';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/** The comment for the whole enrolment (spec §2 item 6). */
export function CommentSection({ draft, dispatch }: SectionProps) {
  return (
    <section className={styles.step} aria-label="Kommentar">
      <TextArea
        label="Legg til kommentar for hele innmeldingen"
        value={draft.comment}
        onChange={(comment) => dispatch({ type: 'commentChanged', comment })}
        maxChars={ENROLMENT_LIMITS.enrolmentComment}
      />
    </section>
  );
}
