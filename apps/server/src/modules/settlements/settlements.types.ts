import type { AnimalChange, AnimalKind, SettlementKind } from '@slakteweb/core';
import type { SettledAnimal } from '../../db/types.js';

/*
 * A settlement as the service loads it from the database: the one source of the JSON answer, the
 * Excel file and the PDF (settlements-pdf.ts reads it without depending on the service).
 */

/** One animal as stored: grams, øre and tenths of a percent, with its diseases and photo ids. */
export interface LoadedAnimal extends SettledAnimal {
  id: number;
  diseases: string[];
  photo_ids: string[];
  /** The id of an open question about the animal, or null. */
  open_case: number | null;
  /** What re-imports changed on the animal, oldest first. */
  changes: AnimalChange[];
}

export interface LoadedGroup {
  group_name: string;
  animal_kind: AnimalKind;
  animals: LoadedAnimal[];
}

/** A settlement with its animals grouped, in the settlement's order; the source of JSON, Excel and PDF. */
export interface LoadedSettlement {
  id: number;
  kind: SettlementKind;
  settlement_date: string;
  settlement_no: string;
  amount_ore: number;
  has_document: boolean;
  /** As stored, $internal$ parts included: strip before it leaves the server. */
  comment: string;
  groups: LoadedGroup[];
}
