// What an instant written as Oslo time costs (core's osloIso, used for every arrival time on the
// settlement and document pages, and for read markers), against @date-fns/tz's TZDate, which it
// replaced: the median of 7 runs of 50 000 instants each, alternating.
//
//   npx tsx bench/oslo-time.ts
//
// Not a test: the figures depend on the machine and on what else runs on it (DESIGN.md §8).
import { TZDate } from '@date-fns/tz';
import { osloIso } from '../packages/core/src/format/date.js';

const N = 50_000;
const start = Date.UTC(2026, 0, 1);
// Instants a page would show: spread over a year, minutes apart.
const instants = Array.from({ length: N }, (_, i) => new Date(start + i * 617_000));

function run(write: (d: Date) => string): number {
  const began = performance.now();
  let length = 0;
  for (const d of instants) length += write(d).length;
  if (length === 0) throw new Error('nothing written');
  return ((performance.now() - began) * 1000) / N;
}

const variants = { 'TZDate.toISOString': (d: Date) => new TZDate(d.getTime(), 'Europe/Oslo').toISOString(), osloIso };
const times: Record<string, number[]> = { 'TZDate.toISOString': [], osloIso: [] };
for (let round = 0; round < 8; round++) {
  for (const [name, write] of Object.entries(variants)) {
    const us = run(write);
    if (round > 0) times[name]!.push(us); // the first round warms up
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const before = median(times['TZDate.toISOString']!);
const after = median(times.osloIso!);
process.stdout.write(`TZDate.toISOString ${before.toFixed(2)} µs, osloIso ${after.toFixed(2)} µs per instant: ${(before / after).toFixed(1)}× faster; a page of 50 arrival times ${(before * 50).toFixed(0)} → ${(after * 50).toFixed(0)} µs\n`);
