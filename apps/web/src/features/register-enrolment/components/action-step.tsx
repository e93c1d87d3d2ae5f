import { ENROLMENT_ACTIONS } from '@slakteweb/core';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { ACTION_LABEL } from '../model/row-texts';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/** Step 1, what the enrolment concerns (spec §2): Slakt, Kjøp livdyr, Selg livdyr. */
export function ActionStep({ number, draft, dispatch }: SectionProps) {
  return (
    <section className={styles.step} aria-labelledby="step-action">
      <ChoiceGroup
        legend={
          <span id="step-action" className={styles.stepTitle}>
            {`${number}. Hva gjelder innmeldingen?`}
          </span>
        }
        choices={ENROLMENT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] }))}
        value={draft.action}
        onChange={(action) => dispatch({ type: 'choiceMade', choice: { type: 'action', action } })}
      />
    </section>
  );
}
