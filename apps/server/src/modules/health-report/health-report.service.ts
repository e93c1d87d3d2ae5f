import {
  ANIMAL_GROUP_LABEL,
  benchmarkPeriod,
  type Clock,
  confirmedTreatments,
  HEALTH_BENCHMARK_FRAME_LABELS,
  type HealthBenchmarkTimeFrame,
  type HealthDeclarations,
  healthReportFileName,
  medicationRemarksSchema,
  osloDate,
  readStoredRow,
  type StatisticsKind,
  storedHealthRemarks,
  withoutPrices,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { HealthBenchmarkService } from '../health-benchmark/health-benchmark.service.js';
import type { Download } from '../settlements/settlements.service.js';
import { type HealthReportInput, renderHealthReportPdf } from './health-report-pdf.js';
import * as repo from './health-report.repository.js';

/**
 * 'Helserapport' (DESIGN.md §10, Benchmarks): the health benchmark of a kind and period, and what
 * the farm's slaughter enrolments of that kind sent in the period declared (health remarks) and
 * confirmed (treatments under withdrawal), as a PDF for the vet visit.
 */
export class HealthReportService {
  constructor(
    private readonly db: Db,
    private readonly benchmarks: HealthBenchmarkService,
    private readonly options: { clock: Clock; companyName: string },
  ) {}

  /** The report; `prices` false (a role without prices) leaves out what anything cost. */
  async pdf(supplierNo: string, frame: HealthBenchmarkTimeFrame, kind: StatisticsKind, prices: boolean): Promise<Download> {
    const full = await this.benchmarks.benchmark(supplierNo, frame, kind);
    const benchmark = prices ? full : withoutPrices(full);
    const [sent, supplierName] = await Promise.all([repo.slaughterEnrolmentsSent(this.db, supplierNo, kind, benchmark.period), repo.supplierName(this.db, supplierNo)]);
    const input: HealthReportInput = {
      companyName: this.options.companyName,
      supplierName,
      supplierNo,
      kindLabel: ANIMAL_GROUP_LABEL[kind],
      frameLabel: HEALTH_BENCHMARK_FRAME_LABELS[frame],
      madeOn: osloDate(this.options.clock()),
      benchmark,
      ...declared(sent),
    };
    return { fileName: healthReportFileName(frame, kind), contentType: 'application/pdf', body: await renderHealthReportPdf(input) };
  }

  /** What the report lists of the enrolments, for the print page. */
  async declarations(supplierNo: string, frame: HealthBenchmarkTimeFrame, kind: StatisticsKind): Promise<HealthDeclarations> {
    const period = benchmarkPeriod(frame, osloDate(this.options.clock()));
    return declared(await repo.slaughterEnrolmentsSent(this.db, supplierNo, kind, period.dates));
  }
}

/**
 * The health remarks of the enrolments' rows, and the treatments of their medication remarks
 * (each enrolment's once). A row or remark that cannot be read is left out, as the submitted
 * view leaves it out.
 */
function declared(sent: Awaited<ReturnType<typeof repo.slaughterEnrolmentsSent>>): HealthDeclarations {
  const remarks: HealthDeclarations['remarks'] = [];
  const treatments: HealthDeclarations['treatments'] = [];
  const seen = new Set<number>();
  for (const row of sent) {
    if (row.data !== null) {
      const reading = readStoredRow(row.data);
      if (reading.ok) {
        for (const r of storedHealthRemarks(reading.row)) {
          remarks.push({ sent: row.created_date, animals: r.animal_id ?? (reading.row.individual_no ? reading.row.individual_no : `${r.amount} dyr`), text: r.text, comment: r.comment });
        }
      }
    }
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    if (row.medication_remarks === null) continue;
    const parsed = medicationRemarksSchema.safeParse(safeJson(row.medication_remarks));
    if (parsed.success) treatments.push(...confirmedTreatments(parsed.data).map((t) => ({ ...t, sent: row.created_date })));
  }
  return { remarks, treatments };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
