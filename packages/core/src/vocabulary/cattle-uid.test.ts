import { describe, expect, it } from 'vitest';
import { cattleUid } from './cattle-uid.js';

describe('cattleUid', () => {
  it('joins the mark number and the individual number with a dash', () => {
    expect(cattleUid({ mark_no: 'NO12345', individual_no: '00004' })).toBe('NO12345-00004');
  });

  it('trims both parts, so a typed row and the herd name the same animal', () => {
    expect(cattleUid({ mark_no: ' NO12345 ', individual_no: '00004\t' })).toBe(cattleUid({ mark_no: 'NO12345', individual_no: '00004' }));
  });

  it('keeps the leading zeros of the individual number', () => {
    expect(cattleUid({ mark_no: '12345', individual_no: '00042' })).toBe('12345-00042');
  });
});
