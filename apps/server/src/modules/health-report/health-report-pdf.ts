import {
  costLineText,
  type DeclaredHealthRemark,
  type DeclaredTreatment,
  formatDate,
  formatNumber,
  HEALTH_BENCHMARK_MIN_SUPPLIERS,
  type HealthBenchmark,
  outsideDistributionText,
  PDF_NUMBER_STYLE,
  percentileSentence,
} from '@slakteweb/core';
import { openPdf, PDF_BOLD, PDF_FONT, type PdfColumn, type PdfDocument } from '../../lib/pdf-layout.js';

/**
 * 'Helserapport' as a PDF, for the vet visit (DESIGN.md §10, Benchmarks): where the farm stands
 * among the suppliers of a kind in a period (findings and condemnations per 100 animals beside the
 * bands, and its rank), the trend per quarter beside the median farm as a chart with its table,
 * what condemned carcasses cost (left out for a role without prices: `benchmark.costs` null), the
 * health remarks declared at enrolment and the treatments under withdrawal the enrolments
 * confirmed. Drawn in the layout the server's PDFs share (lib/pdf-layout.ts), long tables continuing over
 * the pages.
 */

export interface HealthReportInput {
  companyName: string;
  supplierName: string;
  supplierNo: string;
  /** 'Sau og lam'. */
  kindLabel: string;
  /** 'I fjor'. */
  frameLabel: string;
  /** The day it was made (yyyy-MM-dd). */
  madeOn: string;
  benchmark: HealthBenchmark;
  remarks: DeclaredHealthRemark[];
  treatments: DeclaredTreatment[];
}

const ROW = 14;

/** Per 100 animals to the hundredth, '–' for none. */
function per100(value: number | null): string {
  return value === null ? '–' : formatNumber(value, 2, PDF_NUMBER_STYLE);
}

function rank(percentile: number | null): string {
  return percentile === null ? '–' : percentileSentence(percentile, 'lower');
}

function quarterLabel(point: { year: number; quarter: number }): string {
  return `${point.quarter}. kv. ${point.year}`;
}

export async function renderHealthReportPdf(input: HealthReportInput): Promise<Buffer> {
  const { benchmark } = input;
  const title = `Helserapport – ${input.kindLabel}`;
  const pdf = await openPdf({ title, author: input.companyName, rowHeight: ROW, cellFontSize: 8.5, cellPadding: 2, footerSpace: 24 });
  const { doc, left, width } = pdf;
  const heading = (text: string, room = 4 * ROW) => pdf.heading(text, { room });
  const paragraph = (text: string) => {
    doc.font(PDF_FONT).fontSize(9.5).text(text, left, doc.y, { width });
  };
  /** A table whose rows continue on the next page under '<name> (forts.)' and the header repeated. */
  const table = (name: string, columns: PdfColumn[], rows: string[][]) =>
    pdf.table(
      columns,
      rows.map((cells) => ({ cells })),
      name,
    );

  // Head: whose report, which kind and period.
  pdf.masthead(input.companyName, title);
  doc.moveDown(1.2);
  const period = `${input.frameLabel} (${benchmark.period.from === null ? 'til' : `${formatDate(benchmark.period.from)} –`} ${formatDate(benchmark.period.to)})`;
  const info: [string, string][] = [
    ['Leverandør', input.supplierName],
    ['Leverandørnr', input.supplierNo],
    ['Periode', period],
    ['Dyr levert', String(benchmark.animals)],
    ['Laget', formatDate(input.madeOn)],
  ];
  pdf.facts(info);
  doc.moveDown(0.6);
  paragraph(
    `Gården sammenlignes med ${benchmark.suppliers_in_distribution} produsenter som leverte minst ${benchmark.minimum_animals} dyr av samme slag i perioden. Ingen annen gård kan kjennes igjen: bare median, beste kvartil og beste 10 % vises.`,
  );
  const notice = outsideDistributionText(benchmark, HEALTH_BENCHMARK_MIN_SUPPLIERS);
  if (notice) {
    doc.moveDown(0.3);
    doc.font(PDF_BOLD).fontSize(9.5).text(notice, left, doc.y, { width });
  }

  // Findings and condemnations per 100 animals beside the bands; lower is better for all of them.
  const bandColumns: PdfColumn[] = [
    { title: 'Funn', width: 135, align: 'left' },
    { title: 'Gården', width: 48, align: 'right' },
    { title: 'Median', width: 48, align: 'right' },
    { title: 'Beste kvartil', width: 60, align: 'right' },
    { title: 'Beste 10 %', width: 52, align: 'right' },
    { title: 'Plassering', width: width - 343, align: 'left' },
  ];
  const bandRow = (name: string, b: { per_100: number | null; median: number | null; best_quarter: number | null; best_tenth: number | null; percentile: number | null }) => [
    name,
    per100(b.per_100),
    per100(b.median),
    per100(b.best_quarter),
    per100(b.best_tenth),
    rank(b.percentile),
  ];
  heading('Funn og kassasjon per 100 dyr');
  table('Funn og kassasjon per 100 dyr', bandColumns, [
    ...benchmark.findings.map((f) => bandRow(f.name, f)),
    bandRow('Delkassert', benchmark.discards.partial),
    bandRow('Totalkassert', benchmark.discards.total),
  ]);

  // The trend: the farm's animals with findings per 100 beside the median farm's, per quarter.
  heading('Utvikling per kvartal: dyr med funn per 100', 200);
  drawTrendChart(doc, left, doc.y, width, 140, benchmark.trend);
  table(
    'Utvikling per kvartal',
    [
      { title: 'Kvartal', width: 120, align: 'left' },
      { title: 'Gården', width: 80, align: 'right' },
      { title: 'Median', width: 80, align: 'right' },
    ],
    benchmark.trend.map((p) => [quarterLabel(p), per100(p.per_100), per100(p.median)]),
  );

  // What condemned carcasses cost: a role without prices has no costs, and no such section.
  if (benchmark.costs !== null) {
    heading('Hva kassasjonene kostet');
    const [total, ...perFinding] = benchmark.costs;
    if (!total || total.animals === 0) paragraph('Ingen slakt ble kassert i perioden.');
    else {
      paragraph(costLineText(total));
      for (const line of perFinding) paragraph(costLineText(line));
      doc.moveDown(0.3);
      doc.font(PDF_FONT).fontSize(8).text('Kassert vekt ganger gårdens egen pris per kg den uka. Et slakt med flere funn telles under hvert av dem.', left, doc.y, { width });
    }
  }

  heading('Helseavvik meldt ved innmelding');
  if (input.remarks.length === 0) paragraph('Ingen helseavvik ble meldt ved innmelding i perioden.');
  else
    table(
      'Helseavvik meldt ved innmelding',
      [
        { title: 'Innmeldt', width: 60, align: 'left' },
        { title: 'Dyr', width: 90, align: 'left' },
        { title: 'Helseavvik', width: 140, align: 'left' },
        { title: 'Kommentar', width: width - 290, align: 'left' },
      ],
      input.remarks.map((r) => [formatDate(r.sent), r.animals, r.text, r.comment]),
    );

  heading('Behandlinger med tilbakeholdelsestid bekreftet ved innmelding');
  if (input.treatments.length === 0) paragraph('Ingen innmelding i perioden hadde dyr under tilbakeholdelsestid.');
  else
    table(
      'Behandlinger med tilbakeholdelsestid',
      [
        { title: 'Innmeldt', width: 60, align: 'left' },
        { title: 'Dyr eller gruppe', width: 105, align: 'left' },
        { title: 'Legemiddel', width: 100, align: 'left' },
        { title: 'Behandlet', width: 60, align: 'left' },
        { title: 'Tilbakeholdelse til', width: 85, align: 'left' },
        { title: 'Sykdom', width: width - 410, align: 'left' },
      ],
      input.treatments.map((t) => [formatDate(t.sent), t.animals, t.medication, formatDate(t.treatment_date), formatDate(t.restrain_limit), t.diseases]),
    );

  return pdf.finish((page, pages) => `${input.companyName} – helserapport for ${input.supplierNo} – side ${page} av ${pages}`);
}

/**
 * The trend as lines: the farm solid, the median farm dashed, a quarter where either has no
 * figure a gap in its line. The table below it holds the same figures.
 */
function drawTrendChart(doc: PdfDocument, x: number, y: number, width: number, height: number, trend: HealthBenchmark['trend']): void {
  const axis = 28;
  const plot = { x: x + axis, y: y + 8, width: width - axis - 10, height: height - 36 };
  const values = trend.flatMap((p) => [p.per_100, p.median]).filter((v): v is number => v !== null);
  const top = Math.max(10, Math.ceil(Math.max(0, ...values) / 10) * 10);
  const xOf = (i: number) => plot.x + (trend.length > 1 ? (i * plot.width) / (trend.length - 1) : plot.width / 2);
  const yOf = (v: number) => plot.y + plot.height - (v / top) * plot.height;

  doc.save();
  doc.lineWidth(0.5).strokeColor('#999999');
  for (const tick of [0, top / 2, top]) {
    doc.moveTo(plot.x, yOf(tick)).lineTo(plot.x + plot.width, yOf(tick)).stroke();
    doc.fillColor('#000000').font(PDF_FONT).fontSize(7).text(formatNumber(tick, 0, PDF_NUMBER_STYLE), x, yOf(tick) - 3, { width: axis - 4, align: 'right', lineBreak: false });
  }
  trend.forEach((p, i) => {
    if (i % 2 === 0) doc.fillColor('#000000').font(PDF_FONT).fontSize(6.5).text(`${p.quarter}. kv. ${String(p.year).slice(2)}`, xOf(i) - 20, plot.y + plot.height + 4, { width: 40, align: 'center', lineBreak: false });
  });
  const line = (pick: (p: HealthBenchmark['trend'][number]) => number | null, color: string, dash: boolean) => {
    doc.lineWidth(1.5).strokeColor(color);
    if (dash) doc.dash(4, { space: 3 });
    else doc.undash();
    let drawing = false;
    trend.forEach((p, i) => {
      const v = pick(p);
      if (v === null) {
        if (drawing) doc.stroke();
        drawing = false;
        return;
      }
      if (drawing) doc.lineTo(xOf(i), yOf(v));
      else doc.moveTo(xOf(i), yOf(v));
      drawing = true;
    });
    if (drawing) doc.stroke();
    trend.forEach((p, i) => {
      const v = pick(p);
      if (v !== null) doc.circle(xOf(i), yOf(v), 1.8).fill(color);
    });
    doc.undash();
  };
  line((p) => p.median, '#888888', true);
  line((p) => p.per_100, '#1f5f8b', false);
  // The legend under the axis.
  const legendY = plot.y + plot.height + 16;
  doc.lineWidth(1.5).strokeColor('#1f5f8b').moveTo(plot.x, legendY + 4).lineTo(plot.x + 18, legendY + 4).stroke();
  doc.fillColor('#000000').font(PDF_FONT).fontSize(8).text('Gården', plot.x + 22, legendY, { lineBreak: false });
  doc.strokeColor('#888888').dash(4, { space: 3 }).moveTo(plot.x + 80, legendY + 4).lineTo(plot.x + 98, legendY + 4).stroke().undash();
  doc.text('Median', plot.x + 102, legendY, { lineBreak: false });
  doc.restore();
  doc.x = x;
  doc.y = y + height + 4;
}
