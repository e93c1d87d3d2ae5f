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
  openWeeks,
  type PickupWeekRule,
  pickupWeekRuleFor,
  typedWeek,
  weekDateRange,
  weekLabel,
  weeksInYear,
} from '@slakteweb/core';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { WarningIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { company } from '@/config/company';
import type { EnrolmentState } from '../model/entries';
import { isCattleAgreement, stateDeadlineKey } from '../model/payload';
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

/** How many open weeks the list beside the buttons offers: about two months ahead. */
const OPEN_WEEKS_OFFERED = 8;

const weekValue = (week: IsoWeek) => `${week.year}-${week.week}`;
/** '30.11.' of '2026-11-30'. */
const dayMonth = (ymd: string) => formatDate(ymd).slice(0, 6);

/**
 * The week of step 3 (spec §2, §5 Week valid): minus and plus wrap over year ends, the week number
 * can be typed (one below the current week is next year's), the year can be changed, the open
 * weeks are offered in a list with their dates and deadlines, the week's dates show under it,
 * and a closed week offers its reason.
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
    const chosen = /^\d{1,2}$/.test(text.trim()) ? typedWeek(Number(text.trim()), now) : null;
    if (chosen) onWeek(chosen);
    else setTyped(String(week.week));
  };

  // This year and the next (and a restored draft's year, should it be another).
  const currentYear = isoWeekOf(now).year;
  const years = [...new Set([currentYear, currentYear + 1, week.year])].sort((a, b) => a - b);
  // The same week number in another year; week 53 becomes that year's last week when it has none.
  const changeYear = (year: number) => onWeek({ year, week: Math.min(week.week, weeksInYear(year)) });

  const open = openWeeks(company, stateDeadlineKey(state), now, { action, group, cattleAgreement: isCattleAgreement(state), rules }, OPEN_WEEKS_OFFERED);
  const openOptions = open.map((o) => ({
    value: weekValue(o.week),
    // Days without their year ('30.11.–06.12.'): the week's year is named before them.
    label: `Uke ${o.week.week} ${o.week.year} (${dayMonth(o.from)}–${dayMonth(o.to)}), frist ${formatDeadline(o.deadline)}`,
  }));
  const chooseOpen = (value: string) => {
    const found = open.find((o) => weekValue(o.week) === value);
    if (found) onWeek(found.week);
  };

  return (
    <div className={styles.week}>
      <p id={labelId} className={styles.fieldLabel}>
        {weekLabel(action, group)}
      </p>
      <div className={styles.weekControls}>
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
            <select className={styles.yearSelect} aria-label="År" value={week.year} onChange={(e) => changeYear(Number(e.target.value))}>
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
          <Button variant="secondary" className={styles.weekButton} aria-label="Neste uke" onPress={() => onWeek(addWeeks(week, 1))}>
            +
          </Button>
        </div>
        <div className={styles.openWeeks}>
          <SelectField
            label="Åpne uker"
            placeholder="Velg en åpen uke"
            options={openOptions}
            value={openOptions.some((o) => o.value === weekValue(week)) ? weekValue(week) : ''}
            onChange={chooseOpen}
          />
        </div>
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
