import { type DashboardStatistics, europClassFromStep, fatGroupFromStep, type LastDelivery, oreToKr } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './dashboard.repository.js';

/** Grams to kilograms with one decimal, rounded half up: 84 350 g → 84.4. */
function kgOneDecimal(grams: number): number {
  return Math.floor(grams / 100 + 0.5) / 10;
}

function toLastDelivery(r: repo.LastDeliveryRow): LastDelivery {
  // bigint sums come back as numbers (database.ts); counts are ints.
  const animals = Number(r.animals);
  const weight = Number(r.weight_g);
  return {
    animal_kind: r.animal_kind,
    date: r.settlement_date,
    settlement_no: r.settlement_no,
    count: animals,
    weight_kg_avg: kgOneDecimal(weight / animals),
    weight_kg_tot: kgOneDecimal(weight),
    // Averages on the 15-step scale, shown back as a class and a fat group (DESIGN.md §7).
    classification_avg: r.classified > 0 ? europClassFromStep(Number(r.class_steps) / r.classified) : null,
    fat_group_avg: r.fat_grouped > 0 ? fatGroupFromStep(Number(r.fat_steps) / r.fat_grouped) : null,
    // Tenths of a percent averaged, rounded to whole tenths: one decimal.
    meat_percent_avg: r.meat_measured > 0 ? Math.floor(Number(r.meat_tenths) / r.meat_measured + 0.5) / 10 : null,
    amount: oreToKr(Number(r.amount_ore)),
  };
}

/**
 * The dashboard's figures (spec/portal.md §2 Dashboard): the last settlement (temporary or posted), and the last
 * delivery of each animal kind for the carousel, computed from the settled animals.
 */
export class DashboardService {
  constructor(
    private readonly db: Db,
    /** The company shows temporary settlements (temp_accountings): then the newest may be one. */
    private readonly options: { temporarySettlements: boolean },
  ) {}

  async statistics(supplierNo: string): Promise<DashboardStatistics> {
    const rows = await repo.dashboardRows(this.db, supplierNo, this.options.temporarySettlements);
    const [last] = rows;
    return {
      last_settlement: last
        ? {
            date: last.last_settlement_date,
            settlement_no: last.last_settlement_no,
            amount: oreToKr(Number(last.last_amount_ore)),
            temporary: last.last_kind === 'temp',
            animal_kinds: last.last_animal_kinds,
          }
        : null,
      last_deliveries: rows.filter((r): r is repo.LastSettlementColumns & repo.LastDeliveryRow => r.animal_kind !== null).map(toLastDelivery),
    };
  }
}
