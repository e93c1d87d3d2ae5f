import type { CalendarDate } from '@internationalized/date';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import styles from './date-picker.module.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, WarningIcon } from './icons';

/** What date inputs offer (spec §5). */
export const DATE_PLACEHOLDER = 'Velg dato';

interface DatePickerProps {
  label: string;
  value: CalendarDate | null;
  onChange: (value: CalendarDate | null) => void;
  minValue?: CalendarDate | undefined;
  maxValue?: CalendarDate | undefined;
  /** Shown under the field, which is then marked invalid for screen readers too. */
  errorMessage?: string | undefined;
}

/**
 * A date field with a calendar (react-aria): type day, month and year (dd.MM.yyyy, nb-NO from
 * the app's I18nProvider) or press 'Velg dato' to pick in a calendar. Keyboard and
 * screen-reader use come from react-aria; dates outside min/max cannot be picked.
 */
export function DatePicker({ label, value, onChange, minValue, maxValue, errorMessage }: DatePickerProps) {
  return (
    <AriaDatePicker
      className={styles.field}
      value={value}
      onChange={onChange}
      minValue={minValue}
      maxValue={maxValue}
      isInvalid={errorMessage ? true : undefined}
      validationBehavior="aria"
      granularity="day"
      // '07.11.2023', not '7.11.2023': the dd.MM.yyyy the portal shows dates in everywhere.
      shouldForceLeadingZeros
    >
      <Label className={styles.label}>{label}</Label>
      <Group className={styles.group}>
        <DateInput className={styles.input}>{(segment) => <DateSegment segment={segment} className={styles.segment} />}</DateInput>
        <AriaButton className={styles.button} aria-label={DATE_PLACEHOLDER}>
          <CalendarIcon />
          <span className={styles.buttonText} aria-hidden="true">
            {DATE_PLACEHOLDER}
          </span>
        </AriaButton>
      </Group>
      <FieldError className={styles.error}>
        {({ validationErrors }) => (
          <>
            <WarningIcon />
            {errorMessage ?? validationErrors.join(' ')}
          </>
        )}
      </FieldError>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog className={styles.dialog} aria-label={label}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <AriaButton slot="previous" className={styles.navButton}>
                <ChevronLeftIcon />
              </AriaButton>
              <Heading className={styles.calendarHeading} />
              <AriaButton slot="next" className={styles.navButton}>
                <ChevronRightIcon size={20} />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
