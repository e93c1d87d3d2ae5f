import {
  formatDeadline,
  submissionDeadline,
  addWeeks,
  compareWeeks,
  earliestWeek,
  ENROLMENT_MSG,
  formatDate,
  isoWeekOf,
  type IsoWeek,
  type PickupWeekRule,
  pickupWeekRuleFor,
  weekDateRange,
  weeksInYear,
} from '@slakteweb/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { WarningIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { company } from '@/config/company';
import type { EnrolmentState } from '../model/enrolment-state';
import { isCattleAgreement, stateDeadlineKey, weekLabel } from '../model/enrolment-model';
import styles from './register-enrolment.module.css';

interface WeekPickerProps {
  state: EnrolmentState;
  now: Date;
  rules: readonly PickupWeekRule[];
  /** The week's error from the core week rules, if any. */
  error: string | undefined;
  onWeek: (week: IsoWeek) => void;
  onCattleAgreement: (value: boolean) => void;
}

/**
 * The week of step 3 (spec §2, §5 Week valid): minus and plus wrap over year ends, the week number
 * can be typed, the week's dates show under it, and a closed week offers its reason.
 */
export function WeekPicker({ state, now, rules, error, onWeek, onCattleAgreement }: WeekPickerProps) {
  const week = state.week!;
  const action = state.action!;
  const group = state.group!;
  const labelId = useId();
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState(String(week.week));
  const [reasonOpen, setReasonOpen] = useState(false);
  useEffect(() => setTyped(String(week.week)), [week]);

  const earliest = earliestWeek(company, stateDeadlineKey(state), now);
  const atEarliest = compareWeeks(week, earliest) <= 0;
  const range = weekDateRange(week);
  // The deadline of this week and action, by the rule the server enforces at receipt.
  const deadline = submissionDeadline(company, stateDeadlineKey(state), week);
  const rule = pickupWeekRuleFor(rules, action, group, week);
  const closedReason = error && rule && error.startsWith(ENROLMENT_MSG.weekUnavailable) ? rule.reason.trim() : '';
  const shownError = closedReason ? `Uke ${week.week}: ${ENROLMENT_MSG.weekUnavailable}` : error;

  const commitTyped = (text: string) => {
    const n = Number(text.trim());
    if (/^\d{1,2}$/.test(text.trim()) && n >= 1 && n <= weeksInYear(week.year)) onWeek({ year: week.year, week: n });
    else setTyped(String(week.week));
  };

  return (
    <div className={styles.week}>
      <p id={labelId} className={styles.fieldLabel}>
        {weekLabel(action, group)}
      </p>
      <div className={styles.weekPicker} role="group" aria-labelledby={labelId}>
        <Button
          variant="secondary"
          className={styles.weekButton}
          aria-label="Forrige uke"
          aria-disabled={atEarliest}
          // At the earliest open week the week stays; the range under the picker says why.
          onPress={() => !atEarliest && onWeek(addWeeks(week, -1))}
        >
          −
        </Button>
        <div className={styles.weekValue}>
          <label htmlFor={inputId}>Uke</label>
          <input
            id={inputId}
            className={styles.weekInput}
            inputMode="numeric"
            autoComplete="off"
            value={typed}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${labelId}-range${error ? ` ${errorId}` : ''}`}
            // Digits only, as typed (spec §5).
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
            onBlur={(e) => commitTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commitTyped(e.currentTarget.value);
              }
            }}
          />
          <span>{week.year}</span>
        </div>
        <Button variant="secondary" className={styles.weekButton} aria-label="Neste uke" onPress={() => onWeek(addWeeks(week, 1))}>
          +
        </Button>
      </div>
      <p id={`${labelId}-range`} className={styles.weekRange}>
        {formatDate(range.from)} – {formatDate(range.to)}
      </p>
      <p className={styles.deadline}>Frist: {formatDeadline(deadline)}</p>
      <p className={styles.muted}>Vi er nå i uke {isoWeekOf(now).week}</p>
      {shownError && (
        <div id={errorId} className={styles.weekError} role="alert">
          <WarningIcon />
          <span>{shownError}</span>
          {closedReason && (
            <Button variant="quiet" className={styles.inlineButton} onPress={() => setReasonOpen(true)}>
              Se årsak
            </Button>
          )}
        </div>
      )}
      {closedReason && (
        <Modal title={`Uke ${week.week} er ikke tilgjengelig`} isOpen={reasonOpen} onOpenChange={setReasonOpen}>
          {(close) => (
            <>
              <p>{closedReason}</p>
              <Button onPress={close}>Lukk</Button>
            </>
          )}
        </Modal>
      )}
      {action === 'slaughter' && group === 'cattle' && (
        <Checkbox label="Henting på storfe-avtale?" checked={isCattleAgreement(state)} onChange={(e) => onCattleAgreement(e.target.checked)} />
      )}
    </div>
  );
}
