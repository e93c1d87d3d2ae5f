import { BarElement, CategoryScale, Chart, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useId, useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import styles from './bar-chart.module.css';

// Only the parts a bar chart needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

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
export function BarChart({ title, data, formatValue, labelHeading, valueHeading }: BarChartProps) {
  const headingId = useId();
  const tableId = useId();
  const primary = cssVar('--color-primary', '#0b6b3a');

  const chartData = useMemo(
    () => ({
      labels: data.map((d) => d.label),
      datasets: [{ label: valueHeading, data: data.map((d) => d.value), backgroundColor: primary, borderRadius: 4, maxBarThickness: 28 }],
    }),
    [data, primary, valueHeading],
  );

  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      indexAxis: 'y',
      responsive: true,
      maintainAspectRatio: false,
      locale: 'nb-NO',
      animation: data.length > 7 ? false : undefined,
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (context) => formatValue(Number(context.raw)) } },
      },
      scales: {
        x: { beginAtZero: true, ticks: { callback: (value) => formatValue(Number(value)) }, grid: { color: '#e3e6ea' } },
        y: { grid: { display: false }, ticks: { color: '#1f2328', font: { size: 13 } } },
      },
    }),
    [data.length, formatValue],
  );

  return (
    <figure className={styles.figure} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.canvasBox} style={{ height: `${Math.max(12, data.length * 2.6 + 3)}rem` }}>
        <Bar data={chartData} options={options} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      <table id={tableId} className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeading}</th>
            <th scope="col">{valueHeading}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((d) => (
            <tr key={d.label}>
              <th scope="row">{d.label}</th>
              <td>{formatValue(d.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
