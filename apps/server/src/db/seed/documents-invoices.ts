import { animalAmountOre } from '@slakteweb/core';
import { addDays, weekday } from './documents-dates.js';
import { int, type Rng } from './random.js';
import type { SupplierPlan } from './settlements-generator.js';

/** VAT rates in Norway: 15 % on food (return meat), 25 % on everything else. */
export type VatRate = 15 | 25;

export interface InvoiceLine {
  text: string;
  /** 'stk': whole pieces; 'kg': `quantity` is grams and the price is per kg. */
  unit: 'stk' | 'kg';
  quantity: number;
  unitPriceOre: number;
  netOre: number;
  vatRate: VatRate;
}

export interface VatSummary {
  rate: VatRate;
  baseOre: number;
  vatOre: number;
}

/**
 * The demo invoices and credit notes of one supplier before they are numbered: what the farm buys
 * from the cooperative (weaners, ear tags, return meat, calves) as lines with VAT. Deterministic
 * from the plan and the random stream documents-generator.ts hands in.
 */

/** øre × rate %, rounded half up to whole øre. */
function vatOf(baseOre: number, rate: VatRate): number {
  return Math.floor((baseOre * rate + 50) / 100);
}

function line(text: string, unit: 'stk' | 'kg', quantity: number, unitPriceOre: number, vatRate: VatRate): InvoiceLine {
  const netOre = unit === 'stk' ? quantity * unitPriceOre : animalAmountOre(quantity, unitPriceOre);
  return { text, unit, quantity, unitPriceOre, netOre, vatRate };
}

export function totals(lines: InvoiceLine[]): { vat: VatSummary[]; netOre: number; totalOre: number } {
  const vat: VatSummary[] = [];
  for (const rate of [15, 25] as const) {
    const baseOre = lines.filter((l) => l.vatRate === rate).reduce((sum, l) => sum + l.netOre, 0);
    if (baseOre > 0) vat.push({ rate, baseOre, vatOre: vatOf(baseOre, rate) });
  }
  const netOre = lines.reduce((sum, l) => sum + l.netOre, 0);
  return { vat, netOre, totalOre: netOre + vat.reduce((sum, v) => sum + v.vatOre, 0) };
}

function kr(value: number): number {
  return Math.round(value * 100);
}

export interface InvoiceDraft {
  date: string;
  title: string;
  type: 'piglets' | 'ear_tags' | 'return_meat' | 'calves';
  lines: InvoiceLine[];
}

/** The invoices of a plan, by date: what the farm buys from the cooperative. */
export function invoiceDrafts(plan: SupplierPlan, rng: Rng): InvoiceDraft[] {
  const out: InvoiceDraft[] = [];
  const inRange = (date: string) => date >= plan.from && date <= plan.to;
  const firstYear = Number(plan.from.slice(0, 4));
  const lastYear = Number(plan.to.slice(0, 4));

  if (plan.pigs) {
    // Weaners (smågris, about 30 kg) for the finishing pens, every six weeks or so.
    const [min, max] = plan.pigs.perDelivery;
    for (let date = addDays(plan.from, int(rng, 3, 20)); date <= plan.to; date = addDays(date, int(rng, 35, 49))) {
      const day = weekday(date);
      if (!inRange(day)) continue;
      const year = Number(day.slice(0, 4));
      const count = Math.round(((min + max) / 2) * 3 * (0.85 + rng() * 0.3));
      out.push({
        date: day,
        title: 'Faktura smågris',
        type: 'piglets',
        lines: [
          line('Smågris ca. 30 kg', 'stk', count, kr(1020 + (year - 2023) * 38 + int(rng, -25, 25)), 25),
          line('Formidlingsgebyr livdyr', 'stk', count, kr(35), 25),
          line('Frakt livdyr', 'stk', 1, kr(1650 + int(rng, 0, 8) * 50), 25),
        ],
      });
    }
  }
  for (let year = firstYear; year <= lastYear; year++) {
    const rise = year - 2023;
    if (plan.sheep) {
      // Ear tags before lambing.
      const tagsDate = weekday(`${year}-04-${String(int(rng, 6, 16)).padStart(2, '0')}`);
      if (inRange(tagsDate)) {
        const tags = Math.ceil((plan.sheep.lambsPerSeason * 1.15) / 10) * 10;
        const lines = [line('Øremerker sau, elektroniske (par)', 'stk', tags, kr(14.9 + rise * 0.5), 25)];
        if (rng() < 0.5) lines.push(line('Tang for øremerker', 'stk', 1, kr(389), 25));
        lines.push(line('Porto og ekspedisjon', 'stk', 1, kr(99), 25));
        out.push({ date: tagsDate, title: 'Faktura øremerker', type: 'ear_tags', lines });
      }
      // Return meat after the lamb season: the farmer buys carcasses back, cut and packed.
      const returnDate = weekday(`${year}-10-${String(int(rng, 20, 30)).padStart(2, '0')}`);
      if (inRange(returnDate)) {
        const lambs = int(rng, 3, 8);
        const grams = Array.from({ length: lambs }, () => int(rng, 170, 230) * 100).reduce((a, b) => a + b, 0);
        const lines = [
          line('Returkjøtt lam, hel skrott', 'kg', grams, kr(92 + rise * 2), 15),
          line('Skjæring og vakuumpakking lam', 'stk', lambs, kr(420 + rise * 15), 25),
        ];
        if (rng() < 0.6) lines.push(line('Pinnekjøtt: salting og tørking', 'kg', lambs * int(rng, 25, 40) * 100, kr(65 + rise * 2), 25));
        out.push({ date: returnDate, title: 'Faktura returslakt', type: 'return_meat', lines });
      }
    }
    if (plan.cattle) {
      const tagsDate = weekday(`${year}-03-${String(int(rng, 2, 20)).padStart(2, '0')}`);
      if (inRange(tagsDate)) {
        out.push({
          date: tagsDate,
          title: 'Faktura øremerker',
          type: 'ear_tags',
          lines: [line('Øremerker storfe, sett med to merker', 'stk', int(rng, 2, 4) * 10, kr(29 + rise), 25), line('Porto og ekspedisjon', 'stk', 1, kr(99), 25)],
        });
      }
      // Calves for rearing, twice a year.
      for (const month of ['05', '11']) {
        const date = weekday(`${year}-${month}-${String(int(rng, 2, 12)).padStart(2, '0')}`);
        if (!inRange(date)) continue;
        const calves = int(rng, 2, 5);
        out.push({
          date,
          title: 'Faktura livdyr storfe',
          type: 'calves',
          lines: [
            line('Kalv til oppfôring, ca. 100 kg', 'stk', calves, kr(8200 + rise * 250 + int(rng, -6, 6) * 100), 25),
            line('Formidlingsgebyr livdyr', 'stk', calves, kr(450), 25),
            line('Frakt livdyr', 'stk', 1, kr(1850 + int(rng, 0, 6) * 50), 25),
          ],
        });
      }
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** A credit note for part of an invoice, with the reason the cooperative gives. */
export function creditLines(draft: InvoiceDraft, rng: Rng): InvoiceLine[] {
  const first = draft.lines[0]!;
  switch (draft.type) {
    case 'piglets': {
      const dead = int(rng, 1, 2);
      return rng() < 0.5
        ? [line(`Kreditering: ${dead} smågris døde under transport`, 'stk', dead, first.unitPriceOre, 25)]
        : [line('Kreditering: vektavvik smågris', 'stk', first.quantity, kr(40), 25)];
    }
    case 'ear_tags':
      return [line('Kreditering: returnerte øremerker', 'stk', 10, first.unitPriceOre, 25)];
    case 'return_meat':
      return [line('Kreditering: feil fakturert skjæring', 'stk', 1, draft.lines[1]!.unitPriceOre, 25)];
    case 'calves':
      return [line('Kreditering: prisjustering kalv', 'stk', first.quantity, kr(500), 25)];
  }
}
