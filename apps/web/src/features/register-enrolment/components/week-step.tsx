import { deadlineKey, defaultWeek } from '@slakteweb/core';
import { company } from '@/config/company';
import styles from './register-enrolment.module.css';
import type { SectionProps } from './section-props';
import { WeekPicker } from './week-picker';

/** Step 3, the week (spec §2): the picker, and for cattle slaughter 'Henting på storfe-avtale?'. */
export function WeekStep({ number, draft, dispatch, weeks, now, serverNow, errors }: SectionProps) {
  return (
    <section className={styles.step} aria-labelledby="step-week">
      <h2 id="step-week" className={styles.stepTitle}>
        {`${number}. Uke`}
      </h2>
      <WeekPicker
        state={draft}
        now={now}
        rules={weeks.rules}
        error={errors.wanted_pickup_week}
        onWeek={(week) => dispatch({ type: 'weekChanged', week })}
        onCattleAgreement={(value) =>
          dispatch({
            type: 'cattleAgreementChanged',
            cattleAgreement: value,
            defaultWeek: defaultWeek(company, deadlineKey(draft.action!, draft.group!, value), serverNow()),
          })
        }
      />
    </section>
  );
}
