import { describe, expect, it } from 'vitest';
import { healthRemarkWithComment, RETURN_MEAT_WORD, returnNotes, returnSkinWord, weekLabel } from './wording.js';

describe('enrolment wording', () => {
  it.each([
    ['slaughter', 'pigs', 'Ønsket hentedato'],
    ['slaughter', 'sheep', 'Ønsket hentedato'],
    ['slaughter', 'cattle', 'Ønsket basisuke'],
    ['sell', 'pigs', 'Ønsket hentedato'],
    ['sell', 'cattle', 'Ønsket hentedato'],
    ['buy', 'pigs', 'Ønsket leveringsdato'],
    ['buy', 'cattle', 'Ønsket leveringsdato'],
  ] as const)('the week label of %s %s is %s', (action, group, label) => {
    expect(weekLabel(action, group)).toBe(label);
  });

  it('calls returned meat returkjøtt, and the returned outside returhud for cattle and returskinn for sheep', () => {
    expect(RETURN_MEAT_WORD).toBe('returkjøtt');
    expect(returnSkinWord('cattle')).toBe('returhud');
    expect(returnSkinWord('sheep')).toBe('returskinn');
  });

  it('notes what comes back of a row, and nothing when nothing does', () => {
    expect(returnNotes('cattle', { meat: 1, skin: 1 })).toEqual(['1 med returkjøtt', '1 med returhud']);
    expect(returnNotes('sheep', { meat: 0, skin: 3 })).toEqual(['3 med returskinn']);
    expect(returnNotes('sheep', { meat: 2, skin: 0 })).toEqual(['2 med returkjøtt']);
    expect(returnNotes('pigs', { meat: 0, skin: 0 })).toEqual([]);
  });

  it("writes a health remark with the farmer's comment after a dash, and alone without one", () => {
    expect(healthRemarkWithComment({ text: 'Svakhet/halthet', comment: 'Halter på venstre bakbein' })).toBe('Svakhet/halthet – Halter på venstre bakbein');
    expect(healthRemarkWithComment({ text: 'Brokk', comment: '' })).toBe('Brokk');
    expect(healthRemarkWithComment({ text: 'Bogsår', comment: null })).toBe('Bogsår');
  });
});
