import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { animalAmountOre, EUROP_CLASSES, explainPrice, FAT_GROUPS, isoWeekOfDate, priceKindOfAnimal, priceListInForce, usesMeatPercent } from '@slakteweb/core';
import { DEMO_PRICE_LISTS } from '../src/db/seed/price-lists-seed.js';
import { generateSettlements } from '../src/db/seed/settlements-generator.js';
import { DEMO_PLANS, otherSuppliers } from '../src/db/seed/settlements-seed.js';
import { drawSlaughterPhoto, ensureSlaughterPhotoFiles, PHOTO_VARIANTS, photoFileName } from '../src/db/seed/slaughter-photos.js';

// The demo-data generator without a database: deterministic, realistic, exact to the øre.

const plan10001 = DEMO_PLANS.find((p) => p.supplierNo === '10001')!;
const plan10003 = DEMO_PLANS.find((p) => p.supplierNo === '10003')!;
const s10001 = generateSettlements(plan10001);
const posted10001 = s10001.filter((s) => s.kind === 'posted');

/** Realistic carcass weights (kg) and prices (kr/kg) per description. */
const RANGES: Record<string, { kg: [number, number]; kr: [number, number] }> = {
  Slaktegris: { kg: [75, 105], kr: [23, 31] },
  Purke: { kg: [140, 240], kr: [15, 20] },
  Råne: { kg: [120, 210], kr: [12, 17] },
  Lam: { kg: [14, 26], kr: [76, 95] },
  Sau: { kg: [25, 40], kr: [38, 55] },
  'Ung okse': { kg: [280, 380], kr: [65, 85] },
  Ku: { kg: [230, 330], kr: [65, 85] },
  Kvige: { kg: [215, 300], kr: [65, 85] },
  Kalv: { kg: [85, 165], kr: [65, 85] },
};

describe('generateSettlements', () => {
  it('is deterministic: the same plan gives the same settlements', () => {
    expect(generateSettlements(plan10001)).toEqual(s10001);
  });

  it('covers 10001’s three years up to the demo date, posted before temporary', () => {
    const dates = posted10001.map((s) => s.settlement_date).sort();
    expect(dates[0]! <= '2023-11-30').toBe(true);
    expect(dates[dates.length - 1]! >= '2026-10-20').toBe(true);
    expect(dates[dates.length - 1]! <= '2026-11-20').toBe(true);
    const temps = s10001.filter((s) => s.kind === 'temp');
    expect(temps.map((t) => t.settlement_date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-19']);
    for (const t of temps) {
      expect(t.has_document).toBe(false);
      expect(t.animals.every((a) => a.price_ore_per_kg === null && a.amount_ore === null)).toBe(true);
      expect(t.amount_ore).toBeGreaterThan(0);
    }
  });

  it('prices every posted animal by the demo list in force in its week: explained with nothing left over', () => {
    const plan = DEMO_PLANS.find((p) => p.supplierNo === '10003')!;
    for (const s of [...posted10001, ...generateSettlements(plan).filter((x) => x.kind === 'posted')]) {
      const { year, week } = isoWeekOfDate(s.settlement_date);
      for (const a of s.animals) {
        const lists = DEMO_PRICE_LISTS.filter((l) => l.kind === priceKindOfAnimal(a.animal_kind) && l.category === a.description);
        const list = priceListInForce(lists, year, week);
        expect(list, `${a.description} ${s.settlement_date}`).toBeDefined();
        const e = explainPrice(list!, { ...a, settled: { price_ore_per_kg: a.price_ore_per_kg!, amount_ore: a.amount_ore! } });
        expect(e.other_kr).toBe(0);
        expect(e.lines.some((l) => l.code === 'other')).toBe(false);
      }
    }
  });

  it('makes a posted settlement’s amount exactly the sum of its animals, each weight × price', () => {
    for (const s of posted10001) {
      let sum = 0;
      for (const a of s.animals) {
        expect(a.amount_ore).toBe(animalAmountOre(a.weight_g, a.price_ore_per_kg!));
        sum += a.amount_ore!;
      }
      expect(s.amount_ore).toBe(sum);
    }
  });

  it('gives realistic weights, prices, classes, fat groups and meat percent', () => {
    const seen = new Set<string>();
    for (const a of posted10001.flatMap((s) => s.animals)) {
      seen.add(a.description);
      const range = RANGES[a.description];
      expect(range, a.description).toBeDefined();
      expect(a.weight_g / 1000).toBeGreaterThanOrEqual(range!.kg[0]);
      expect(a.weight_g / 1000).toBeLessThanOrEqual(range!.kg[1]);
      expect(a.price_ore_per_kg! / 100).toBeGreaterThanOrEqual(range!.kr[0]);
      expect(a.price_ore_per_kg! / 100).toBeLessThanOrEqual(range!.kr[1]);
      expect(Number.isInteger(a.weight_g)).toBe(true);
      if (usesMeatPercent(a.description)) {
        expect(a.animal_kind).toBe('pig');
        expect(a.meat_percent_tenths).not.toBeNull();
        expect(a.fat_group).toBeNull();
        if (a.description === 'Slaktegris') {
          expect(a.meat_percent_tenths!).toBeGreaterThanOrEqual(550);
          expect(a.meat_percent_tenths!).toBeLessThanOrEqual(660);
        }
      } else {
        expect(EUROP_CLASSES).toContain(a.classification);
        expect(FAT_GROUPS).toContain(a.fat_group);
        expect(a.meat_percent_tenths).toBeNull();
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(RANGES).sort());
  });

  it('has the cases the screens need: two settlements on one date, lamb and sheep together, diseases, comments, photos', () => {
    const perDate = new Map<string, number>();
    for (const s of posted10001) perDate.set(s.settlement_date, (perDate.get(s.settlement_date) ?? 0) + 1);
    expect([...perDate.values()].some((n) => n > 1)).toBe(true);
    expect(posted10001.some((s) => s.animals.some((a) => a.group_name === 'Lam') && s.animals.some((a) => a.group_name === 'Sau'))).toBe(true);
    const animals = posted10001.flatMap((s) => s.animals);
    const sick = animals.filter((a) => a.diseases.length > 0);
    expect(sick.length / animals.length).toBeGreaterThan(0.02);
    expect(sick.length / animals.length).toBeLessThan(0.2);
    expect(posted10001.some((s) => /\$[^$]+\$/.test(s.comment))).toBe(true);
    expect(posted10001.filter((s) => s.has_document).length / posted10001.length).toBeGreaterThan(0.8);
    expect(animals.every((a) => a.photos.length >= 2 && a.photos.length <= 4)).toBe(true);
    const ids = animals.flatMap((a) => a.photos.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('numbers settlements uniquely across suppliers', () => {
    const all = [...DEMO_PLANS, ...otherSuppliers(45).map((o) => o.plan)].flatMap((p) => generateSettlements(p).map((s) => `${s.kind}:${s.settlement_no}`));
    expect(new Set(all).size).toBe(all.length);
  });

  it('gives 10003 only sheep, and the other suppliers a mix of kinds', () => {
    const kinds10003 = new Set(generateSettlements(plan10003).flatMap((s) => s.animals.map((a) => a.animal_kind)));
    expect([...kinds10003]).toEqual(['sheep']);
    const others = otherSuppliers(45);
    expect(others.every((o) => /^2\d{4}$/.test(o.supplier_no))).toBe(true);
    expect(others.filter((o) => o.plan.pigs).length).toBeGreaterThan(5);
    expect(others.filter((o) => o.plan.sheep).length).toBeGreaterThan(5);
    expect(others.filter((o) => o.plan.cattle).length).toBeGreaterThan(3);
  });
});

describe('slaughter photos', () => {
  it('are deterministic 640×480 PNGs under 60 KB, all different', () => {
    const hashes = new Set<string>();
    for (const kind of ['pig', 'sheep', 'cattle'] as const) {
      for (let v = 0; v < PHOTO_VARIANTS; v++) {
        const png = drawSlaughterPhoto(kind, v);
        expect(png.length).toBeLessThanOrEqual(60 * 1024);
        const image = PNG.sync.read(png);
        expect([image.width, image.height]).toEqual([640, 480]);
        hashes.add(png.toString('base64'));
      }
    }
    expect(hashes.size).toBe(3 * PHOTO_VARIANTS);
    expect(drawSlaughterPhoto('sheep', 3).equals(drawSlaughterPhoto('sheep', 3))).toBe(true);
  });

  it('are written once to FILES_DIR and left alone afterwards', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-photos-'));
    try {
      ensureSlaughterPhotoFiles(dir);
      const file = path.join(dir, photoFileName('pig', 0));
      expect(fs.readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
      const before = fs.statSync(file).mtimeMs;
      ensureSlaughterPhotoFiles(dir);
      expect(fs.statSync(file).mtimeMs).toBe(before);
      expect(fs.readdirSync(path.join(dir, 'slaughter-photos'))).toHaveLength(3 * PHOTO_VARIANTS);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
