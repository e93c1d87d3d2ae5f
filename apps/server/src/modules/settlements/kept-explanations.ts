import { explainPrice, type PricedAnimal, type PriceExplanation, priceExplanationSchema, type PriceList } from '@slakteweb/core';

/**
 * How many explained animals a server process keeps: some 45 settlement details of the large
 * bench farm's size, the ones opened last. About 2.5 kB each with its JSON (a pig's seven lines),
 * so about 5 MB at most.
 */
export const KEPT_EXPLANATIONS = 2_000;

/**
 * Explained prices kept in a server process (DESIGN.md §10 Prices): a farmer opens the same
 * settlement again and again, and its explanations change only when its animals are imported
 * again, the price lists change or the farm's KSL or Helsegris status does.
 *
 * An explanation is a function of the list and the animal alone (core's explainPrice reads no
 * clock, locale or database), so it is kept under exactly what explainPrice is given: the list
 * (the object itself: the kept lists, db/price-lists.ts, give a new object for every new version
 * of the lists, found by the version the settlement's own statement read), the farm's KSL and
 * Helsegris status (read in the same statement), and the animal's measured values and settled
 * price and amount (read with the animals). A hit is what explainPrice would answer for the same
 * reads; nothing has to be invalidated, and several processes on one database never disagree.
 * The oldest used are dropped beyond `max`; the kept explanations are frozen, since every
 * detail that finds one shares it. Each is kept with its JSON, checked against the response
 * schema once (keptExplanationJson): the detail's answer writes it as it is (detail-json.ts).
 */
export class KeptExplanations {
  private readonly kept = new Map<string, PriceExplanation>();
  /** A number per list object, for the keys; a list no longer in use is not held by it. */
  private readonly listIds = new WeakMap<PriceList, number>();
  private lists = 0;

  constructor(private readonly max = KEPT_EXPLANATIONS) {}

  /** The animal's price explained by the list: kept, or explained now and kept. */
  explain(list: PriceList, animal: PricedAnimal): PriceExplanation {
    let listId = this.listIds.get(list);
    if (listId === undefined) {
      listId = ++this.lists;
      this.listIds.set(list, listId);
    }
    // Every input of explainPrice. U+0000 cannot occur in a database text, so the parts never run
    // together; a text is marked apart from a missing one (the class 'null' is not no class).
    const settled = animal.settled;
    const key = `${listId}\0${animal.ksl_approved}\0${animal.health_pig_approved}\0${animal.weight_g}\0${text(animal.classification)}\0${text(animal.fat_group)}\0${animal.meat_percent_tenths}\0${settled ? `${settled.price_ore_per_kg}\0${settled.amount_ore}` : '-'}`;
    const found = this.kept.get(key);
    if (found) {
      // Most recently used last: a Map keeps its insertion order.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found;
    }
    const explained = frozen(explainPrice(list, animal));
    json.set(explained, checkedJson(explained));
    this.kept.set(key, explained);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    return explained;
  }

  /** How many explanations are kept (for the tests). */
  get size(): number {
    return this.kept.size;
  }
}

/** The JSON of each kept explanation, by the kept (frozen) object itself. */
const json = new WeakMap<object, string>();

/**
 * The JSON of an explanation the process keeps, as the settlement detail answers it: checked
 * against the response schema's part for it when it was kept (a wrong shape throws there, a field
 * beyond the schema is left out). Undefined for anything else, which is checked as it is written.
 */
export function keptExplanationJson(explanation: unknown): string | undefined {
  return typeof explanation === 'object' && explanation !== null ? json.get(explanation) : undefined;
}

/**
 * The explanation checked and written as JSON, every character beyond ASCII (the labels' minus,
 * U+2212, and their ø and å) as its \u escape: the same JSON value, and a text V8 keeps in one
 * byte a character, so the whole answer stays so; and all ASCII, which Node encodes as UTF-8 by
 * copying, several times faster than one with Latin-1 letters in it (bench/RESULTS.md).
 */
function checkedJson(e: PriceExplanation): string {
  const escaped = JSON.stringify(priceExplanationSchema.parse(e)).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // Pieces of a two-byte text stay two-byte in V8 whatever they hold: read back as Latin-1 (every
  // character is one now), the text is a one-byte one.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

/** A text as a part of a key: marked, so it differs from a missing one. */
const text = (value: string | null | undefined) => (typeof value === 'string' ? `t${value}` : String(value));

function frozen(e: PriceExplanation): PriceExplanation {
  for (const line of e.lines) Object.freeze(line);
  Object.freeze(e.lines);
  return Object.freeze(e);
}
