import { ANIMAL_GROUPS } from '@slakteweb/core';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { company } from '@/config/company';
import { judgeChoice } from '../model/screen-flow';
import { GROUP_LABEL } from '../model/row-texts';
import { BlockingNotice } from './blocking-notice';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';

/**
 * Step 2, the animal group (spec §2, §4, §6): groups without animal keeping are disabled, and a
 * group with restrictions (or pigs without health-pig status) shows its notice instead of the flow.
 */
export function GroupStep({ number, draft, screen, dispatch, keeping, serverNow }: SectionProps) {
  return (
    <section className={styles.step} aria-labelledby="step-group">
      <ChoiceGroup
        legend={
          <span id="step-group" className={styles.stepTitle}>
            {`${number}. Dyregruppe`}
          </span>
        }
        choices={ANIMAL_GROUPS.map((g) => ({
          value: g,
          label: GROUP_LABEL[g],
          disabled: !keeping[g],
          description: keeping[g] ? undefined : 'Manglende dyrehold',
        }))}
        value={draft.group}
        onChange={(group) =>
          dispatch({ type: 'choiceMade', choice: judgeChoice({ type: 'group', group }, { company, keeping, action: draft.action!, now: serverNow() }) })
        }
      />
      {screen.groupNotice && <BlockingNotice kind={screen.groupNotice} />}
    </section>
  );
}
