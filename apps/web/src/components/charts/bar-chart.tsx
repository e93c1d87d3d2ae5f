import { BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useEffect, useId, useMemo, useRef } from 'react';
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
  /** Every how many values the value axis writes (1: each); the bars' own labels are all written. */
  labelEvery?: number;
  /** Above this many values the chart is drawn at once, without animation. */
  animateUpTo?: number;
}

/** The longest line of a bar's label before it wraps: long disease names stay readable on a phone. */
const LABEL_LINE_CHARS = 18;

/** 'Leverbetennelse med abscess' → ['Leverbetennelse med', 'abscess']: whole words, lines of at most LABEL_LINE_CHARS where a word allows. */
export function wrapLabel(label: string, lineChars = LABEL_LINE_CHARS): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= lineChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [label];
}

/** The value axis's tick text: every `every`th written, the others left empty. */
export function everyNthTick(every: number, format: (value: number) => string) {
  return (value: string | number, index: number): string => (index % Math.max(1, every) === 0 ? format(Number(value)) : '');
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
export function BarChart({ title, data, formatValue, labelHeading, valueHeading, second, headingLevel = 2, labelEvery = 1, animateUpTo = 7 }: BarChartProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const headingId = useId();
  const tableId = useId();
  const primary = cssVar('--color-primary', '#0b6b3a');
  const muted = cssVar('--color-border-strong', '#8b939c');

  const chartData = useMemo(
    () => ({
      labels: data.map((d) => wrapLabel(d.label)),
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
      animation: data.length > animateUpTo ? false : undefined,
      plugins: {
        legend: { display: second !== undefined, position: 'bottom' },
        tooltip: { callbacks: { label: (context) => formatValue(Number(context.raw)) } },
      },
      scales: {
        x: {
          beginAtZero: true,
          ticks: { callback: everyNthTick(labelEvery, formatValue), color: '#1f2328', font: { size: 12 }, maxRotation: 0 },
          grid: { color: '#e3e6ea' },
        },
        y: { grid: { display: false }, ticks: { color: '#1f2328', font: { size: 13 }, autoSkip: false } },
      },
    }),
    [data.length, formatValue, second, labelEvery, animateUpTo],
  );

  // A canvas prints blank or at its screen size: before printing, the chart is drawn to the size
  // of the page and copied into an image that print shows instead of the canvas.
  const chartRef = useRef<Chart<'bar'>>(null);
  const printImageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const beforePrint = () => {
      const chart = chartRef.current;
      const image = printImageRef.current;
      if (!chart || !image) return;
      chart.resize();
      image.src = chart.toBase64Image();
    };
    const afterPrint = () => chartRef.current?.resize();
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);

  return (
    <figure className={styles.figure} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.canvasBox} style={{ height: `${Math.max(12, data.length * (second ? 4 : 2.6) + (second ? 5 : 3))}rem` }}>
        <Bar ref={chartRef} data={chartData} options={options} role="img" aria-label={title} aria-describedby={tableId} />
      </div>
      {/* Shown by print only (the canvas is the same picture, named by the title). */}
      <img ref={printImageRef} className={styles.printImage} alt="" />
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
