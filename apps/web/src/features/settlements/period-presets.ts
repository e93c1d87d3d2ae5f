import { CalendarDate } from '@internationalized/date';

/** The quick choices of 'Etter dato-periode': a whole calendar year. */
export interface PeriodPreset {
  label: 'I år' | 'I fjor';
  /** The year's part within the farm's posted settlements; null when it has none that year. */
  range: { from: CalendarDate; to: CalendarDate } | null;
}

const later = (a: CalendarDate, b: CalendarDate) => (a.compare(b) >= 0 ? a : b);
const earlier = (a: CalendarDate, b: CalendarDate) => (a.compare(b) <= 0 ? a : b);

/**
 * 'I år' and 'I fjor' for `today` (Norwegian time): 1 January to 31 December, cut to the oldest and
 * newest posted settlement (the fields accept nothing outside them). A year without settlements
 * has no range, and its button is disabled.
 */
export function periodPresets(today: CalendarDate, min: CalendarDate, max: CalendarDate): PeriodPreset[] {
  const year = (label: PeriodPreset['label'], y: number): PeriodPreset => {
    const from = later(new CalendarDate(y, 1, 1), min);
    const to = earlier(new CalendarDate(y, 12, 31), max);
    return { label, range: from.compare(to) <= 0 ? { from, to } : null };
  };
  return [year('I år', today.year), year('I fjor', today.year - 1)];
}
