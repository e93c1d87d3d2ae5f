import { ALL_SUBKINDS, type AnimalKindsWithStats, STATISTICS_TIME_FRAMES, type StatisticsKind, statisticsKindSchema, statisticsTimeFrameSchema } from '@slakteweb/core';
import { useId } from 'react';
import { ALL_TYPES_LABEL, KIND_LABEL, type Selection, selectFrame, selectKind, TIME_FRAME_LABEL } from '../selection';
import styles from './statistics.module.css';

interface StatisticsFiltersProps {
  kinds: AnimalKindsWithStats;
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/**
 * 'Vis statistikk' … 'for' … 'av type' (spec §2): native selects, the phone's own picker, read as
 * a sentence on a wide screen. A new frame resets kind and subkind (spec §4).
 */
export function StatisticsFilters({ kinds, selection, onChange }: StatisticsFiltersProps) {
  const id = useId();
  const frameKinds = kinds[selection.frame];
  const subkinds = selection.kind === null ? [] : (frameKinds.subkinds[selection.kind] ?? []);
  return (
    <div className={styles.filters} role="group" aria-label="Velg statistikk">
      <div className={styles.filter}>
        <label htmlFor={`${id}-frame`}>Vis statistikk</label>
        <select
          id={`${id}-frame`}
          className={styles.select}
          value={selection.frame}
          onChange={(e) => onChange(selectFrame(kinds, statisticsTimeFrameSchema.parse(e.target.value)))}
        >
          {STATISTICS_TIME_FRAMES.map((frame) => (
            <option key={frame} value={frame}>
              {TIME_FRAME_LABEL[frame]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-kind`}>for</label>
        <select
          id={`${id}-kind`}
          className={styles.select}
          value={selection.kind ?? ''}
          disabled={selection.kind === null}
          onChange={(e) => onChange(selectKind(selection, statisticsKindSchema.parse(e.target.value)))}
        >
          {selection.kind === null && <option value="">Ingen dyr</option>}
          {frameKinds.kinds_with_stats.map((kind: StatisticsKind) => (
            <option key={kind} value={kind}>
              {KIND_LABEL[kind]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filter}>
        <label htmlFor={`${id}-subkind`}>av type</label>
        <select
          id={`${id}-subkind`}
          className={styles.select}
          value={selection.subkind}
          disabled={selection.kind === null}
          onChange={(e) => onChange({ ...selection, subkind: e.target.value })}
        >
          <option value={ALL_SUBKINDS}>{ALL_TYPES_LABEL}</option>
          {subkinds.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
