import { z } from 'zod';
import { animalKindSchema, isoDateSchema } from './settlements.js';

/**
 * The last delivery of one animal kind: the newest posted settlement with animals of that kind,
 * and figures over those animals only (a settlement's other kinds are not mixed in). Computed
 * from the settled animals, never stored.
 */
export const lastDeliverySchema = z.object({
  animal_kind: animalKindSchema,
  /** The settlement's date and number, for a link to its details. */
  date: isoDateSchema,
  settlement_no: z.string(),
  /** Animals of this kind in the settlement. */
  count: z.number().int(),
  /** Average carcass weight, kg with one decimal. */
  weight_kg_avg: z.number(),
  /** Total carcass weight, kg with one decimal. */
  weight_kg_tot: z.number(),
  /**
   * Cattle and sheep: the average EUROP class, averaged on the 15-step scale (P- = 1 … E+ = 15)
   * and shown back as a class ('R+'). Null for pigs.
   */
  classification_avg: z.string().nullable(),
  /** Cattle and sheep: the average fat group on the same idea ('1-' … '5+'). Null for pigs. */
  fat_group_avg: z.string().nullable(),
  /** Pigs: average kjøttprosent with one decimal. Null for cattle and sheep. */
  meat_percent_avg: z.number().nullable(),
  /** What these animals paid, kroner incl. VAT; null for a person whose role does not see prices. */
  amount: z.number().nullable(),
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;

/** GET /api/farmer_statistics/dashboard → { dashboard_statistics }. */
export const dashboardStatisticsSchema = z.object({
  /**
   * The newest settlement ('last settlement date' with a details link), or null when none:
   * temporary ones count where the company shows them (temp_accountings), a posted one first on
   * the same date; the order of the lists otherwise (date, then number).
   */
  last_settlement: z
    .object({
      date: isoDateSchema,
      settlement_no: z.string(),
      /** Null for a person whose role does not see prices. */
      amount: z.number().nullable(),
      /** A temporary settlement (its details are under 'Midl. avregninger'). */
      temporary: z.boolean(),
      /** The animal kinds settled in it, in the order pig, sheep, cattle; empty without animals. */
      animal_kinds: z.array(animalKindSchema).max(3),
    })
    .nullable(),
  /** One per animal kind the farmer has settled, in the order pig, sheep, cattle (the carousel's slides). */
  last_deliveries: z.array(lastDeliverySchema),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
export const dashboardStatisticsResponseSchema = z.object({ dashboard_statistics: dashboardStatisticsSchema });
