import styles from './chart-table-toggle.module.css';

export type ChartOrTable = 'chart' | 'table';

/**
 * 'Graf' / 'Tabell' over a chart: the chart, or the same figures as a table (its accessible
 * alternative). Toggle buttons (aria-pressed) in a named group, so a screen reader hears what
 * they switch.
 */
export function ChartTableToggle({ label, value, onChange }: { label: string; value: ChartOrTable; onChange: (value: ChartOrTable) => void }) {
  return (
    <div className={styles.toggle} role="group" aria-label={label}>
      <button type="button" aria-pressed={value === 'chart'} onClick={() => onChange('chart')}>
        Graf
      </button>
      <button type="button" aria-pressed={value === 'table'} onClick={() => onChange('table')}>
        Tabell
      </button>
    </div>
  );
}
