import { describe, expect, it } from 'vitest';
import { ledSauRows, ledSauText } from './led-sau';
import { gradeCell, gradeHeading, hasFatGroupColumn } from './settlement-format';
import { detail, postedList, tempList } from './testing/settlement-data';

describe('LED-sau export', () => {
  it("names sheep 'Sau' and everything else 'Lam', with the settlement date and paste-ready numbers", () => {
    const sheep = detail(postedList[0]!).slaughter_animals_by_group[1]!;
    const rows = ledSauRows(sheep.animals, '2026-10-02');
    expect(rows).toEqual([
      ['Lam', 'R+', '12345', '02.10.2026', '22,4', '3-', '89,50', '2004,80'],
      ['Sau', 'O', '12346', '02.10.2026', '31,3', '2', '40,00', '1250,00'],
    ]);
    expect(ledSauText(rows).split('\n')[0]).toBe('Dyreart\tKl.\tInd.nr\tDato\tVekt\tFettgr/Kj%\tPris\tBeløp');
  });

  it('leaves price and amount empty on temporary settlements', () => {
    const sheep = detail(tempList[0]!, 'temp').slaughter_animals_by_group[1]!;
    expect(ledSauRows(sheep.animals, '2026-10-05')[0]).toEqual(['Lam', 'R+', '12345', '05.10.2026', '22,4', '3-', '', '']);
  });

  it('falls back to the meat percent where there is no fat group', () => {
    const pig = detail(postedList[0]!).slaughter_animals_by_group[0]!.animals[0]!;
    expect(ledSauRows([pig], '2026-10-02')[0]?.[5]).toBe('61,2');
  });
});

describe('grade column', () => {
  it.each([
    ['Slaktegris', 61.2, '', 'Kjøttprosent', '61,2 %'],
    ['Purke', 58, '', 'Kjøttprosent', '58,0 %'],
    ['Råne', 55.55, '', 'Kjøttprosent', '55,6 %'],
    ['Kalkun', 70, '', 'Kjøttprosent', '70,0 %'],
    ['Lam', null, 'R+', 'Klasse', 'R+'],
    ['Ung okse', null, 'O+', 'Klasse', 'O+'],
    ['Ku', null, '', 'Klasse', ''],
  ])('%s shows %s / %s as %s', (description, meat_percent, classification, label, value) => {
    expect(gradeCell({ description, meat_percent, classification })).toEqual({ label, value });
  });

  it('names the column after the group', () => {
    expect(gradeHeading([{ description: 'Slaktegris' }, { description: 'Purke' }])).toBe('Kjøttprosent');
    expect(gradeHeading([{ description: 'Lam' }])).toBe('Klasse');
    expect(gradeHeading([{ description: 'Lam' }, { description: 'Purke' }])).toBe('Klasse / kjøttprosent');
  });

  it('has a fat-group column only where an animal is settled on class (not for pigs alone)', () => {
    expect(hasFatGroupColumn([{ description: 'Slaktegris' }, { description: 'Purke' }])).toBe(false);
    expect(hasFatGroupColumn([{ description: 'Lam' }])).toBe(true);
    expect(hasFatGroupColumn([{ description: 'Lam' }, { description: 'Purke' }])).toBe(true);
  });
});
