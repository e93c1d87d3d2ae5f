import {
  type Clock,
  osloDate,
  osloIso,
  parsePrognosisCount,
  PROGNOSIS_KINDS,
  PROGNOSIS_SLAUGHTER_GROUPS,
  prognosisFieldKey,
  prognosisTypesOf,
  type PrognosisConfig,
  type PrognosisFigure,
  type PrognosisInputData,
  type PrognosisKind,
  type PrognosisKindConfig,
  type PrognosisPeriod,
  type PrognosisPeriodFigures,
  type PrognosisStatistics,
  type SentPrognosisConfig,
  type SubmittedKind,
  type SubmittedPrognosis,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { invalidInput } from '../../lib/http-error.js';
import * as repo from './prognosis.repository.js';

/**
 * The prognosis survey (spec/portal.md §2, §3, §7). The server decides the periods from its own
 * stored configuration: the configuration the browser sends along is checked for shape, and when
 * sending, that it shows the periods the server has now, but answers and submissions are always
 * for the server's periods, so a stale or edited screen cannot store numbers against a period
 * the cooperative did not ask for.
 */

/** The settlement kinds of slaughter_animal by the survey's kinds. */
const SETTLED_KIND = { pigs: 'pig', cattle: 'cattle', sheep: 'sheep' } as const;

/** The enrolment kinds whose rows are the farm's buying and selling of live animals. */
const TRADE_KIND = {
  pigs: { buy: 'buy_pigs', sell: 'sell_pigs' },
  cattle: { buy: 'buy_cattle', sell: 'sell_cattle' },
} as const;

/** Whole kilograms from grams, half a kilogram up. */
function kg(grams: number | string): number {
  return Math.round(Number(grams) / 1000);
}

export class PrognosisService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Every kind's configuration. A kind the cooperative has not configured is not asked for. */
  async config(): Promise<PrognosisConfig> {
    const rows = await repo.configRows(this.db);
    const byKind = new Map(rows.map((r) => [r.animal_kind, r]));
    const config = {} as PrognosisConfig;
    for (const kind of PROGNOSIS_KINDS) {
      const row = byKind.get(kind);
      config[kind] = row
        ? {
            survey_available: row.survey_available,
            show_survey: row.show_survey,
            next_period: { from: row.next_period_from, to: row.next_period_to },
            prev_period: { from: row.prev_period_from, to: row.prev_period_to },
            upto_now_period: { from: row.upto_now_period_from, to: row.upto_now_period_to },
            this_year: { from: row.this_year_from, to: row.this_year_to },
            info_txt_top: row.info_txt_top,
          }
        : this.notConfigured();
    }
    return config;
  }

  /**
   * The configuration as a farm is answered it: a kind the farm keeps no animals of does not open
   * the survey by itself (show_survey false), or a sheep farm would be asked about pigs and cattle
   * at every login. It can still answer every kind the survey asks for from the menu. Null (staff
   * acting for nobody): the cooperative's configuration as stored.
   */
  async configFor(supplierNo: string | null): Promise<PrognosisConfig> {
    const [config, kept] = await Promise.all([this.config(), supplierNo === null ? undefined : repo.keptKinds(this.db, supplierNo)]);
    if (!kept) return config;
    const keeps: Record<PrognosisKind, boolean> = { pigs: kept.has_pigs, sheep: kept.has_sheep, cattle: kept.has_cattle };
    for (const kind of PROGNOSIS_KINDS) if (!keeps[kind]) config[kind] = { ...config[kind], show_survey: false };
    return config;
  }

  /** What the farm submitted for each kind's next period (the newest submission counts). */
  async submitted(supplierNo: string): Promise<SubmittedPrognosis> {
    const config = await this.config();
    const answer = {} as SubmittedPrognosis;
    for (const kind of PROGNOSIS_KINDS) answer[kind] = await this.submittedKind(supplierNo, kind, config[kind].next_period);
    return answer;
  }

  /** The farm's own figures for a kind, per type of its survey and period, from the raw rows. */
  async statistics(supplierNo: string, kind: PrognosisKind): Promise<PrognosisStatistics> {
    const { prev_period: prev, upto_now_period: now, this_year: year } = (await this.config())[kind];
    const settled = await repo.slaughterSums(this.db, supplierNo, SETTLED_KIND[kind], PROGNOSIS_SLAUGHTER_GROUPS[kind], prev, now, year);
    const answer: PrognosisStatistics = {
      animal_kind: kind,
      periods: { prev_period: prev, upto_now_period: now, this_year: year },
      slaughter: {
        prev_period: { count: settled.prev_count, kg: kg(settled.prev_g) },
        upto_now_period: { count: settled.now_count, kg: kg(settled.now_g) },
        this_year: { count: settled.year_count, kg: kg(settled.year_g) },
      },
    };
    if (kind === 'sheep') return answer;
    for (const type of ['buy', 'sell'] as const) {
      const counts = await repo.enrolmentCounts(this.db, supplierNo, TRADE_KIND[kind][type], prev, now, year);
      // Enrolments of live animals carry no weights.
      const figure = (count: number): PrognosisFigure => ({ count, kg: null });
      answer[type] = {
        prev_period: figure(counts.prev_count),
        upto_now_period: figure(counts.now_count),
        this_year: figure(counts.year_count),
      } satisfies PrognosisPeriodFigures;
    }
    return answer;
  }

  /**
   * Stores the farm's estimates for every kind the survey asks for, against the server's next
   * period of each; an empty field is stored as null. A later submission for the same period
   * replaces the earlier one (which is kept). 422 naming the field for a kind not asked for, and
   * naming prognosis_config when the screen showed other periods than the server has now.
   */
  async register(supplierNo: string, userId: number, data: PrognosisInputData, sent: SentPrognosisConfig): Promise<SubmittedPrognosis> {
    const config = await this.config();
    const available = PROGNOSIS_KINDS.filter((kind) => config[kind].survey_available);
    const fields: Record<string, string> = {};
    for (const [key, text] of Object.entries(data)) {
      const kind = key.split('_')[0] as PrognosisKind;
      if (!config[kind].survey_available && text !== undefined && parsePrognosisCount(text) !== null) {
        fields[`data.${key}`] = 'Prognose for dette dyreslaget kan ikke sendes inn nå';
      }
    }
    if (available.length === 0) fields.data = 'Prognosen er ikke åpen for innsending';
    if (available.some((kind) => !samePeriod(sent[kind].next_period, config[kind].next_period))) {
      fields.prognosis_config = 'Prognoseperioden er endret. Lukk prognosen og åpne den på nytt.';
    }
    if (Object.keys(fields).length > 0) throw invalidInput(fields);

    const submittedAt = this.clock();
    const count = (kind: PrognosisKind, type: 'slaughter' | 'buy' | 'sell') => {
      if (!prognosisTypesOf(kind).includes(type)) return null;
      const text = data[prognosisFieldKey(kind, type)];
      return text === undefined ? null : (parsePrognosisCount(text) ?? null);
    };
    await repo.insertSubmissions(
      this.db,
      available.map((kind) => ({
        supplier_no: supplierNo,
        animal_kind: kind,
        period_from: config[kind].next_period.from,
        period_to: config[kind].next_period.to,
        slaughter: count(kind, 'slaughter'),
        buy: count(kind, 'buy'),
        sell: count(kind, 'sell'),
        submitted_at: submittedAt,
        submitted_by_user_id: userId,
      })),
    );
    return this.submitted(supplierNo);
  }

  private async submittedKind(supplierNo: string, kind: PrognosisKind, period: PrognosisPeriod): Promise<SubmittedKind> {
    const row = await repo.newestSubmission(this.db, supplierNo, kind, period);
    return {
      next_period: period,
      submitted_at: row ? osloIso(new Date(row.submitted_at)) : null,
      slaughter: row?.slaughter ?? null,
      buy: row?.buy ?? null,
      sell: row?.sell ?? null,
    };
  }

  /** A kind without configuration: not asked for; its periods are this calendar year. */
  private notConfigured(): PrognosisKindConfig {
    const year = osloDate(this.clock()).slice(0, 4);
    const thisYear = { from: `${year}-01-01`, to: `${year}-12-31` };
    return {
      survey_available: false,
      show_survey: false,
      next_period: thisYear,
      prev_period: thisYear,
      upto_now_period: thisYear,
      this_year: thisYear,
      info_txt_top: '',
    };
  }
}

function samePeriod(a: PrognosisPeriod, b: PrognosisPeriod): boolean {
  return a.from === b.from && a.to === b.to;
}
