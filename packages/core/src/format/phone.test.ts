import { describe, expect, it } from 'vitest';
import { telHref } from './phone.js';

describe('telHref', () => {
  it.each([
    ['73 80 00 00', 'tel:+4773800000'],
    ['72500000', 'tel:+4772500000'],
    ['+47 73 80 00 00', 'tel:+4773800000'],
    ['0047 73 80 00 00', 'tel:+4773800000'],
    ['+46 8 123 456', 'tel:+468123456'],
    ['113', 'tel:113'],
  ])('%s rings %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
