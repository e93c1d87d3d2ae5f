import {
  ALL_SUBKINDS,
  ANIMAL_GROUP_LABEL,
  type AnimalKindsWithStats,
  formatDate,
  STATISTICS_TIME_FRAMES,
  type StatisticsKind,
  type StatisticsPeriod,
  type StatisticsTimeFrame,
} from '@slakteweb/core';

/** What the three dropdowns have chosen: 'Vis statistikk' (frame), 'for' (kind), 'av type' (subkind or 'all'). */
export interface Selection {
  frame: StatisticsTimeFrame;
  /** Null in a frame without slaughters: nothing to choose. */
  kind: StatisticsKind | null;
  subkind: string;
}

export const TIME_FRAME_LABEL: Record<StatisticsTimeFrame, string> = {
  'last-settlement': 'Siste avregning',
  'this-year': 'Hittil i år',
  'last-year': 'I fjor',
  'all-time': 'Alle år',
  'compare-this-last-year': 'I år og i fjor',
};

export const KIND_LABEL: Record<StatisticsKind, string> = ANIMAL_GROUP_LABEL;

export const ALL_TYPES_LABEL = 'Alle typer';

/**
 * A frame chosen afresh: kind and subkind go back to the first with slaughters in it (spec §4),
 * so what was chosen in another frame never asks for figures this one has not got.
 */
export function selectFrame(kinds: AnimalKindsWithStats, frame: StatisticsTimeFrame): Selection {
  const kind = kinds[frame].kinds_with_stats[0] ?? null;
  return { frame, kind, subkind: (kind && kinds[frame].subkinds[kind]?.[0]) ?? ALL_SUBKINDS };
}

/**
 * The screen opens on the first frame with slaughters (the last settlement, for a farmer who has
 * one), its first kind and all its types: the whole delivery first.
 */
export function initialSelection(kinds: AnimalKindsWithStats): Selection {
  const frame = STATISTICS_TIME_FRAMES.find((f) => kinds[f].has_slaughters) ?? STATISTICS_TIME_FRAMES[0];
  return { ...selectFrame(kinds, frame), subkind: ALL_SUBKINDS };
}

/** Another kind: its subkinds differ, so all types again. */
export function selectKind(selection: Selection, kind: StatisticsKind): Selection {
  return { ...selection, kind, subkind: ALL_SUBKINDS };
}

/** True when no frame has slaughters: 'Du har ikke noe data å vise statistikk for enda...'. */
export function hasNoStatistics(kinds: AnimalKindsWithStats): boolean {
  return STATISTICS_TIME_FRAMES.every((frame) => !kinds[frame].has_slaughters);
}

/**
 * What the figures cover, under the dropdowns: a year runs from 1 January to the newest settlement
 * taken in (last_generated, spec §9), the last settlement is its date.
 */
export function periodText(frame: Exclude<StatisticsTimeFrame, 'compare-this-last-year'>, lastGenerated: string | null): string | null {
  if (lastGenerated === null) return null;
  const year = lastGenerated.slice(0, 4);
  switch (frame) {
    case 'last-settlement':
      return `Avregning ${formatDate(lastGenerated)}`;
    case 'all-time':
      return `Alle avregninger til og med ${formatDate(lastGenerated)}`;
    default:
      return `${formatDate(`${year}-01-01`)}–${formatDate(lastGenerated)}`;
  }
}

/** A span of dates as the screen writes it: '01.01.2026–09.11.2026'. */
export function spanText({ from, to }: StatisticsPeriod): string {
  return `${formatDate(from)}–${formatDate(to)}`;
}
