import { z } from 'zod';
import { isoDateSchema } from './settlements.js';

/**
 * GET /api/my_cattle (spec/portal.md §3 My cattle): the cattle registered on the farm in the
 * cattle registry, and how many of each cattle type.
 */

/** One breed of an animal and its share, whole percent; an animal's shares add up to 100. */
export const breedShareSchema = z.object({
  name: z.string().min(1).max(60),
  perc: z.number().int().min(1).max(100),
});
export type BreedShare = z.infer<typeof breedShareSchema>;

/** An animal's breeds as the registry stores them: at most a handful, summing to 100 %. */
export const breedSharesSchema = z
  .array(breedShareSchema)
  .max(8)
  .refine((breeds) => breeds.length === 0 || breeds.reduce((sum, b) => sum + b.perc, 0) === 100, 'Rasefordelingen må summere til 100 %');

export const cattleAnimalSchema = z.object({
  /** The animal's individual number in the registry (the screen pads it to 5 digits). */
  individual_no: z.string().max(12),
  /** The mother's mark (her individual number); '' when unknown. */
  mothers_mark: z.string().max(12),
  /** Ku, Kvige, Okse, Oksekalv, Kvigekalv, … */
  cattle_type: z.string().max(40),
  /** Dyreholdsnummer: the animal keeping the animal stands at. */
  animal_keeping_no: z.string().max(20),
  breeds: z.array(breedShareSchema).max(8),
  /** Kalvingsdato: a cow's latest calving; null for animals that have not calved. */
  veal_date: isoDateSchema.nullable(),
  birthdate: isoDateSchema,
});
export type CattleAnimal = z.infer<typeof cattleAnimalSchema>;

export const cattleStockSchema = z.object({
  cattle_type: z.string().max(40),
  count: z.number().int().min(0),
});
export type CattleStock = z.infer<typeof cattleStockSchema>;

/** Herds are a few hundred animals at most; the bound keeps an answer from growing without end. */
export const MY_CATTLE_MAX_ANIMALS = 5000;

export const myCattleSchema = z.object({
  /** Animals per cattle type, the most numerous first. */
  stock: z.array(cattleStockSchema).max(50),
  /** The animals by individual number. */
  animals: z.array(cattleAnimalSchema).max(MY_CATTLE_MAX_ANIMALS),
});
export type MyCattle = z.infer<typeof myCattleSchema>;

/** GET /api/my_cattle → { my_cattle: { stock, animals } }. */
export const myCattleResponseSchema = z.object({ my_cattle: myCattleSchema });
