import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { animalAmountOre, formatKr, oreToKr, settlementSums } from '@slakteweb/core';
import { renderSettlementPdf, type SettlementPdfInput } from '../src/modules/settlements/settlements-pdf.js';
import { toDetail } from '../src/modules/settlements/settlements.service.js';
import type { LoadedAnimal, LoadedSettlement } from '../src/modules/settlements/settlements.types.js';

// The settlement PDF on its own: page breaks for long settlements, Norwegian number formats.

async function pages(body: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0, isEvalSupported: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return out;
}

function animal(i: number, group: 'Slaktegris' | 'Storfe'): LoadedAnimal {
  const pig = group === 'Slaktegris';
  const weight = pig ? 80_000 + i * 100 : 300_000 + i * 1000 + 50;
  const price = pig ? 2745 : 7890;
  return {
    id: i,
    group_name: group,
    animal_kind: pig ? 'pig' : 'cattle',
    mark_no: '1234',
    individual_no: String((pig ? 1000 : 5000) + i),
    description: pig ? 'Slaktegris' : 'Ung okse',
    classification: pig ? '' : 'R+',
    meat_percent_tenths: pig ? 614 : null,
    fat_group: pig ? null : '3-',
    weight_g: weight,
    price_ore_per_kg: price,
    amount_ore: animalAmountOre(weight, price),
    diseases: i % 10 === 0 ? ['Lungebetennelse', 'Brysthinnebetennelse'] : [],
    photo_ids: [],
    open_case: null,
    changes: [],
  };
}

function settlement(pigs: number, cattle: number): LoadedSettlement {
  const groups = [
    { group_name: 'Slaktegris', animal_kind: 'pig' as const, animals: Array.from({ length: pigs }, (_, i) => animal(i, 'Slaktegris')) },
    { group_name: 'Storfe', animal_kind: 'cattle' as const, animals: Array.from({ length: cattle }, (_, i) => animal(i, 'Storfe')) },
  ];
  return {
    id: 1,
    kind: 'posted',
    settlement_date: '2026-11-05',
    settlement_no: '100019999',
    amount_ore: groups.flatMap((g) => g.animals).reduce((sum, a) => sum + a.amount_ore!, 0),
    has_document: true,
    comment: 'Takk for leveransen. $Intern merknad$',
    groups,
  };
}

/** The PDF's input, summed as the service sums it: core's settlementSums of the API's detail. */
function input(companyName: string, supplierName: string, supplierNo: string, s: LoadedSettlement): SettlementPdfInput {
  return { companyName, supplierName, supplierNo, settlement: s, sums: settlementSums(toDetail(s)) };
}

describe('renderSettlementPdf', () => {
  it('breaks a long settlement over pages, repeats the table header and numbers the pages', async () => {
    const s = settlement(180, 40);
    const pdf = await renderSettlementPdf(input('Midt-Norge Slakteri', 'Kari Bakken', '10002', s));
    if (process.env.KEEP_PDF) (await import('node:fs')).writeFileSync(process.env.KEEP_PDF, pdf);
    const text = await pages(pdf);
    expect(text.length).toBeGreaterThanOrEqual(4);
    text.forEach((page, i) => expect(page).toContain(`side ${i + 1} av ${text.length}`));
    expect(text[1]).toContain('Slaktegris (forts.)');
    expect(text.slice(1).every((page) => page.includes('Individnr'))).toBe(true);
    // Every animal appears exactly once, across the pages.
    const all = text.join(' ');
    for (const a of s.groups.flatMap((g) => g.animals)) expect(all.split(` ${a.individual_no} `).length - 1, a.individual_no).toBe(1);
    expect(text.at(-1)).toContain(`Sum avregning: ${formatKr(oreToKr(s.amount_ore))}`);
    expect(text[0]).toContain('Midt-Norge Slakteri');
    expect(text[0]).toContain('Kari Bakken');
    expect(text[0]).toContain('05.11.2026');
  });

  it('writes Norwegian numbers: comma decimals, space thousands, meat percent and class', async () => {
    const s = settlement(1, 1);
    const [page] = await pages(await renderSettlementPdf(input('Slakteweb', 'Ola Nordmann', '10001', s)));
    // The pig: 80,0 kg at 27,45 = 2 196,00; meat percent 61,4 %.
    expect(page).toContain('80,0');
    expect(page).toContain('27,45');
    expect(page).toContain('2 196,00');
    expect(page).toContain('61,4 %');
    // The bull: 300,050 kg × 78,90 = 23 673,945 → 23 673,95, class R+ and fat group 3-.
    expect(page).toContain('300,05');
    expect(page).toContain('23 673,95');
    expect(page).toContain('R+');
    expect(page).toContain('3-');
    expect(page).toContain('Lungebetennelse');
    // The internal note never reaches the document.
    expect(page).toContain('Takk for leveransen.');
    expect(page).not.toContain('Intern merknad');
    expect(page).toContain(`Sum avregning: ${formatKr(oreToKr(s.amount_ore))}`);
  });

  it('names the settlement’s animal kinds in its heading and title, as the screen does', async () => {
    const body = await renderSettlementPdf(input('Slakteweb', 'Ola Nordmann', '10001', settlement(1, 1)));
    const [page] = await pages(body);
    expect(page).toContain('Avregning nr 100019999 – Gris, Storfe');
    const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0, isEvalSupported: false }).promise;
    const { info } = await doc.getMetadata();
    expect(info).toMatchObject({ Title: 'Avregning nr 100019999 – Gris, Storfe' });
  });
});
