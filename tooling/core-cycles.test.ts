import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * core has no import cycle. The floors (eslint.config.js: vocabulary, contracts, rules) keep
 * cycles out between them; this keeps them out inside a floor too, where files of the rules
 * import each other freely: a cycle there makes the order modules load in matter, and a value
 * read during loading comes back undefined in the browser bundle or the server alike.
 */
const core = path.resolve(import.meta.dirname, '../packages/core/src');

/** Every file of core (tests aside) with the core files it imports or re-exports, types included. */
function importGraph(dir: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const text = fs.readFileSync(file, 'utf8');
        const targets = [...text.matchAll(/(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/g)].map((m) => path.resolve(folder, m[1]!.replace(/\.js$/, '.ts')));
        graph.set(file, targets);
      }
    }
  };
  walk(dir);
  return graph;
}

/** The import cycles of a graph, each as its files in order with the first repeated at the end. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('core: no import cycle', () => {
  it('finds a cycle where there is one, however long', () => {
    expect(cyclesOf(new Map([['a', ['b']], ['b', ['a']]]))).toEqual([['a', 'b', 'a']]);
    expect(cyclesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c', 'a']]);
    expect(cyclesOf(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([]);
  });

  it('reads the imports of core, and finds none that runs in a circle', () => {
    const graph = importGraph(core);
    expect(graph.size).toBeGreaterThan(50);
    const calendar = path.join(core, 'enrolment/calendar.ts');
    expect(graph.get(calendar)).toContain(path.join(core, 'vocabulary/week.ts'));
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((file) => path.relative(core, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
