import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useId, useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import styles from './bar-chart.module.css';

// Only the parts a bar chart needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarDatum {
  label: string;
  value: number;
}

interface BarChartProps {
  /** Shown as the chart's heading and the table's caption. */
  title: string;
  data: BarDatum[];
  /** How a value reads, e.g. 4.8 → '4,8 %'. */
  formatValue: (value: number) => string;
  /** Column heads of the table for screen readers. */
  labelHeading: string;
  valueHeading: string;
  /**
   * A second series beside the first, in the same order as `data` (last year beside this year):
   * the chart then has a legend, and the table a column for it.
   */
  second?: { heading: string; values: number[] } | undefined;
  /** The title's heading level where the chart sits in a section of its own (default 2). */
  headingLevel?: 2 | 3;
}

function cssVar(name: string, fallback: string): string {
  const value = typeof window === 'undefined' ? '' : getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * A horizontal bar chart (Chart.js) with its numbers also as a table. The canvas is one image to
 * screen readers, named by the title and described by the table, which they read in full; the
 * table is visually hidden. Horizontal bars keep long labels readable on a phone.
 */
export function BarChart({ title, data, formatValue, labelHeading, valueHeading, second, headingLevel = 2 }: BarChartProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  const tableId = useId();
  const primary = cssVar('--color-primary', '#0b6b3a');
  const muted = cssVar('--color-border-strong', '#8b939c');

  const chartData = useMemo(
    () => ({
      labels: data.map((d) => d.label),
      datasets: [
        { label: valueHeading, data: data.map((d) => d.value), backgroundColor: primary, borderRadius: 4, maxBarThickness: 28 },
        ...(second ? [{ label: second.heading, data: second.values, backgroundColor: muted, borderRadius: 4, maxBarThickness: 28 }] : []),
      ],
    }),
    [data, primary, muted, valueHeading, second],
  );

  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      locale: 'nb-NO',
      animation: data.length > 7 ? false : undefined,
      plugins: {
        legend: { display: second !== undefined, position: 'bottom' },
        tooltip: { callbacks: { label: (context) => formatValue(Number(context.raw)) } },
      },
      scales: {
        x: { beginAtZero: true, ticks: { callback: (value) => formatValue(Number(value)) }, grid: { color: '#e3e6ea' } },
        y: { grid: { display: false }, ticks: { color: '#1f2328', font: { size: 13 } } },
      },
    }),
    [data.length, formatValue, second],
  );

  return (
    <figure className={styles.figure} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.canvasBox} style={{ height: `${Math.max(12, data.length * (second ? 4 : 2.6) + (second ? 5 : 3))}rem` }}>
        <Bar data={chartData} options={options} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <table id={tableId} className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
            {second && <th scope="col">{second.heading}</th>}
          </tr>
        </thead>
        <tbody>
          {data.map((d, i) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{formatValue(d.value)}</td>
              {second && <td>{formatValue(second.values[i] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
