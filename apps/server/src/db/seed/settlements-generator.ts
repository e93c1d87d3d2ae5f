import { createHash } from 'node:crypto';
import { type AnimalKind, animalAmountOre, isoWeekOfDate, listPriceOre, type PriceList, priceKindOfAnimal, priceListInForce } from '@slakteweb/core';
import type { Discard, SettledAnimal } from '../types.js';
import { createRng, int, pick, type Rng } from './random.js';
import { type AnimalDraft, cattle, pig, sheep } from './animal-drafts.js';
import { DEMO_PRICE_LISTS } from './price-lists-seed.js';
import { PHOTO_VARIANTS, photoFileName } from './slaughter-photos.js';

/**
 * Deterministic settlement history for one supplier: what the cooperative's accounting would have
 * sent over the years. The same plan gives the same settlements, numbers, weights and øre on every
 * machine, so demo screens, e2e tests and benchmarks see the same data. Pure: no database here.
 */

export interface GeneratedPhoto {
  id: string;
  file_name: string;
}

/** A settled animal with its diseases, photos and discard. Prices and amounts are null on temporary settlements. */
export interface GeneratedAnimal extends SettledAnimal {
  diseases: string[];
  photos: GeneratedPhoto[];
  discard: Discard | null;
}

export interface GeneratedSettlement {
  kind: 'temp' | 'posted';
  settlement_date: string;
  settlement_no: string;
  /** Posted: exactly the sum of the animals' amounts. Temporary: the preliminary sum. */
  amount_ore: number;
  has_document: boolean;
  comment: string;
  animals: GeneratedAnimal[];
}

export interface SupplierPlan {
  supplierNo: string;
  /** The producer number used in ear tags and marks, e.g. '5001234'. */
  providerNo: string;
  /** First and last day of posted settlements, yyyy-MM-dd. */
  from: string;
  to: string;
  /** Slaughter pigs: a delivery every `everyDays` days with this many pigs (some sows and boars too). */
  pigs?: { everyDays: number; perDelivery: [number, number] };
  /** Sheep: autumn season (late August to mid November), lambs per season, share of ewes. */
  sheep?: { lambsPerSeason: number; ewesPerSeason: number };
  /** Cattle: deliveries per year of one to four animals. */
  cattle?: { deliveriesPerYear: number };
  /** Photos per animal (min, max); null for none. */
  photosPerAnimal: [number, number] | null;
  /** Temporary settlements (not yet posted) on these dates, yyyy-MM-dd, one per kind listed. */
  temp?: { date: string; kind: AnimalKind }[];
}

const DAY = 86_400_000;

function toDate(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function toIso(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Moves Saturday and Sunday to the Monday after: the slaughterhouse works weekdays. */
function weekday(time: number): number {
  const dow = new Date(time).getUTCDay();
  return dow === 6 ? time + 2 * DAY : dow === 0 ? time + DAY : time;
}

const COMMENTS = [
  'Takk for leveransen!',
  'Trekk for frakt er tatt med på denne avregningen. $Rute 12, sjåfør meldt forsinkelse$',
  '$Kontrollert av regnskap$ Husk å melde inn dyr innen fristen.',
  'Tillegg for KSL er inkludert.',
  'Ett dyr er omklassifisert etter ny kontroll. $Klage behandlet av fagsjef, sak 2231$',
  'Avregningen er korrigert for feil pris. $Korrigering godkjent av økonomi$',
];

interface Delivery {
  date: string;
  kind: AnimalKind;
}

/** The delivery dates of a plan, oldest first. */
function deliveries(plan: SupplierPlan, rng: Rng): Delivery[] {
  const from = toDate(plan.from);
  const to = toDate(plan.to);
  const out: Delivery[] = [];
  const pigDates: number[] = [];
  if (plan.pigs) {
    for (let t = from + int(rng, 0, plan.pigs.everyDays - 1) * DAY; t <= to; t += plan.pigs.everyDays * DAY) {
      const date = weekday(t + int(rng, -1, 1) * DAY);
      if (date >= from && date <= to) pigDates.push(date);
    }
    for (const date of pigDates) out.push({ date: toIso(date), kind: 'pig' });
  }
  if (plan.sheep) {
    for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year++) {
      // The lamb season: four to seven deliveries from late August to mid November.
      const count = int(rng, 4, 7);
      const start = Date.UTC(year, 7, 25);
      const end = Date.UTC(year, 10, 15);
      for (let i = 0; i < count; i++) {
        const date = weekday(start + Math.round(((end - start) * (i + rng() * 0.6)) / count / DAY) * DAY);
        if (date >= from && date <= to) out.push({ date: toIso(date), kind: 'sheep' });
      }
    }
  }
  if (plan.cattle) {
    const every = 365 / plan.cattle.deliveriesPerYear;
    for (let t = from + rng() * every * DAY; t <= to; t += (every * (0.6 + rng() * 0.8)) * DAY) {
      let date = weekday(Math.floor(t / DAY) * DAY);
      // Cattle often go with the pig transport: then two settlements share one date.
      if (pigDates.length > 0 && rng() < 0.3) date = pigDates.reduce((best, d) => (Math.abs(d - date) < Math.abs(best - date) ? d : best));
      if (date >= from && date <= to) out.push({ date: toIso(date), kind: 'cattle' });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}

function draftAnimals(plan: SupplierPlan, rng: Rng, delivery: Delivery, lambsLeft: { lambs: number; ewes: number }): AnimalDraft[] {
  const year = Number(delivery.date.slice(0, 4));
  switch (delivery.kind) {
    case 'pig': {
      const [min, max] = plan.pigs?.perDelivery ?? [10, 20];
      const animals = Array.from({ length: int(rng, min, max) }, () => pig(rng, year, 'Slaktegris'));
      if (rng() < 0.25) animals.push(...Array.from({ length: int(rng, 1, 3) }, () => pig(rng, year, 'Purke')));
      if (rng() < 0.08) animals.push(pig(rng, year, 'Råne'));
      return animals;
    }
    case 'sheep': {
      const lambs = Math.max(3, Math.round(lambsLeft.lambs * (0.2 + rng() * 0.25)));
      const ewes = lambsLeft.ewes > 0 && rng() < 0.5 ? int(rng, 1, Math.max(1, Math.ceil(lambsLeft.ewes / 2))) : 0;
      lambsLeft.lambs = Math.max(0, lambsLeft.lambs - lambs);
      lambsLeft.ewes = Math.max(0, lambsLeft.ewes - ewes);
      return [...Array.from({ length: lambs }, () => sheep(rng, year, false)), ...Array.from({ length: ewes }, () => sheep(rng, year, true))];
    }
    case 'cattle':
      return Array.from({ length: int(rng, 1, 4) }, () => cattle(rng, year));
  }
}

/** The demo lists by kind and category. */
const LISTS_BY_CATEGORY = new Map<string, PriceList[]>();
for (const list of DEMO_PRICE_LISTS) {
  const key = `${list.kind}:${list.category}`;
  LISTS_BY_CATEGORY.set(key, [...(LISTS_BY_CATEGORY.get(key) ?? []), list]);
}

/** The list of a category in force on a date, looked up once per category and date (benchmarks price millions of animals). */
const listOnDate = new Map<string, PriceList | undefined>();
function listInForce(category: string, date: string): PriceList | undefined {
  const key = `${category}@${date}`;
  if (!listOnDate.has(key)) {
    const { year, week } = isoWeekOfDate(date);
    listOnDate.set(key, priceListInForce(LISTS_BY_CATEGORY.get(category) ?? [], year, week));
  }
  return listOnDate.get(key);
}

/**
 * What an animal is settled at: the demo price list in force in the settlement's week
 * (price-lists-seed.ts), so its price is explained with nothing left over. The draft's own price
 * stands only for a category without a list.
 */
function settledPrice(d: AnimalDraft, date: string): { price: number; amount: number } {
  const list = listInForce(`${priceKindOfAnimal(d.animal_kind)}:${d.description}`, date);
  if (!list) return { price: d.price_ore_per_kg, amount: animalAmountOre(d.weight_g, d.price_ore_per_kg) };
  const priced = listPriceOre(list, d);
  return { price: priced.ore_per_kg, amount: priced.amount_ore };
}

function photoId(supplierNo: string, settlementNo: string, kind: string, position: number, index: number): string {
  // Opaque and stable: looks like the download ids of the cooperative's image archive.
  return createHash('sha256').update(`${supplierNo}:${kind}:${settlementNo}:${position}:${index}`).digest('hex').slice(0, 24);
}

function finish(
  plan: SupplierPlan,
  rng: Rng,
  drafts: AnimalDraft[],
  kind: 'temp' | 'posted',
  settlementNo: string,
  date: string,
  counter: { next: number },
): GeneratedAnimal[] {
  // Groups in a fixed order; within a group the slaughter order.
  const order = ['Slaktegris', 'Purke', 'Råne', 'Lam', 'Sau', 'Storfe'];
  const sorted = [...drafts].sort((a, b) => order.indexOf(a.group_name) - order.indexOf(b.group_name));
  const pigMark = plan.providerNo.slice(-4);
  return sorted.map((d, position) => {
    counter.next += 1;
    const individual =
      d.animal_kind === 'pig' ? String(counter.next % 10_000).padStart(4, '0') : String(counter.next % 100_000).padStart(5, '0');
    const photoCount = plan.photosPerAnimal ? int(rng, plan.photosPerAnimal[0], plan.photosPerAnimal[1]) : 0;
    const photos = Array.from({ length: photoCount }, (_, i) => ({
      id: photoId(plan.supplierNo, settlementNo, kind, position, i),
      file_name: photoFileName(d.animal_kind, int(rng, 0, PHOTO_VARIANTS - 1)),
    }));
    const settled = kind === 'posted' ? settledPrice(d, date) : null;
    return {
      group_name: d.group_name,
      animal_kind: d.animal_kind,
      mark_no: d.animal_kind === 'pig' ? pigMark : `NO${plan.providerNo}`,
      individual_no: individual,
      description: d.description,
      classification: d.classification,
      meat_percent_tenths: d.meat_percent_tenths,
      fat_group: d.fat_group,
      weight_g: d.weight_g,
      price_ore_per_kg: settled ? settled.price : null,
      amount_ore: settled ? settled.amount : null,
      diseases: d.diseases,
      photos,
      discard: null,
    };
  });
}

/**
 * Share of carcasses partly and wholly condemned at the meat inspection, by description: old
 * animals (sows, ewes, cows) more often than young ones, in line with Norwegian slaughterhouse
 * figures. An animal with a disease remark is condemned three times as often.
 */
const DISCARD_RATES: Record<string, { partial: number; total: number }> = {
  Slaktegris: { partial: 0.035, total: 0.0015 },
  Purke: { partial: 0.08, total: 0.006 },
  Råne: { partial: 0.06, total: 0.004 },
  Lam: { partial: 0.02, total: 0.003 },
  Sau: { partial: 0.045, total: 0.01 },
  'Ung okse': { partial: 0.04, total: 0.004 },
  Ku: { partial: 0.09, total: 0.012 },
  Kvige: { partial: 0.05, total: 0.005 },
  Kalv: { partial: 0.03, total: 0.006 },
};

/**
 * Condemns carcasses at the rates above. A random source of its own, so the settlements, weights
 * and øre drawn before condemnations existed stay exactly what they were.
 */
function condemn(supplierNo: string, settlements: GeneratedSettlement[]): void {
  const rng = createRng(`discards:${supplierNo}`);
  for (const settlement of settlements) {
    for (const animal of settlement.animals) {
      const rates = DISCARD_RATES[animal.description] ?? { partial: 0.03, total: 0.003 };
      const factor = animal.diseases.length > 0 ? 3 : 1;
      const roll = rng();
      animal.discard = roll < rates.total * factor ? 'total' : roll < (rates.total + rates.partial) * factor ? 'partial' : null;
    }
  }
}

/**
 * Posted settlements numbered `<supplier no><4-digit sequence>` ('100010042') and temporary ones
 * 'M<supplier no><sequence>': unique across the cooperative and stable whatever else is seeded.
 */
export function generateSettlements(plan: SupplierPlan): GeneratedSettlement[] {
  const rng = createRng(`settlements:${plan.supplierNo}`);
  const counter = { next: int(rng, 100, 900) };
  const out: GeneratedSettlement[] = [];
  const seasons = new Map<number, { lambs: number; ewes: number }>();
  let seq = 0;
  for (const delivery of deliveries(plan, rng)) {
    const year = Number(delivery.date.slice(0, 4));
    if (!seasons.has(year) && plan.sheep) seasons.set(year, { lambs: plan.sheep.lambsPerSeason, ewes: plan.sheep.ewesPerSeason });
    const drafts = draftAnimals(plan, rng, delivery, seasons.get(year) ?? { lambs: 0, ewes: 0 });
    seq += 1;
    const settlementNo = `${plan.supplierNo}${String(seq).padStart(4, '0')}`;
    const animals = finish(plan, rng, drafts, 'posted', settlementNo, delivery.date, counter);
    out.push({
      kind: 'posted',
      settlement_date: delivery.date,
      settlement_no: settlementNo,
      amount_ore: animals.reduce((sum, a) => sum + (a.amount_ore ?? 0), 0),
      has_document: rng() < 0.92,
      comment: rng() < 0.15 ? pick(rng, COMMENTS) : '',
      animals,
    });
  }
  let tempSeq = 0;
  for (const temp of plan.temp ?? []) {
    const drafts = draftAnimals(plan, rng, temp, { lambs: plan.sheep?.lambsPerSeason ?? 60, ewes: plan.sheep?.ewesPerSeason ?? 6 });
    tempSeq += 1;
    const settlementNo = `M${plan.supplierNo}${String(tempSeq).padStart(4, '0')}`;
    const animals = finish(plan, rng, drafts, 'temp', settlementNo, temp.date, counter);
    out.push({
      kind: 'temp',
      settlement_date: temp.date,
      settlement_no: settlementNo,
      // The preliminary sum at the list's prices; the animals themselves carry no price yet.
      amount_ore: drafts.reduce((sum, d) => sum + settledPrice(d, temp.date).amount, 0),
      has_document: false,
      comment: 'Midlertidig avregning. Endelig avregning kommer når leveransen er bokført.',
      animals,
    });
  }
  condemn(plan.supplierNo, out);
  return out;
}
