import { describe, expect, it } from 'vitest';
import { everyNthTick, wrapLabel } from './bar-chart';

describe('the bar chart’s labels', () => {
  it('wraps a long bar label at whole words, so a phone shows it whole', () => {
    expect(wrapLabel('Halebitt')).toEqual(['Halebitt']);
    expect(wrapLabel('Kronisk lungebetennelse med brysthinnebetennelse')).toEqual(['Kronisk', 'lungebetennelse', 'med', 'brysthinnebetennelse']);
    expect(wrapLabel('Abscess i bog og lår')).toEqual(['Abscess i bog og', 'lår']);
  });

  it('writes every nth value on the value axis and leaves the others empty', () => {
    const tick = everyNthTick(2, (v) => `${v} %`);
    expect([0, 1, 2, 3, 4].map((i) => tick(i * 5, i))).toEqual(['0 %', '', '10 %', '', '20 %']);
    expect(everyNthTick(1, String)(7, 3)).toBe('7');
  });
});
