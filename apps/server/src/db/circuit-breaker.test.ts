import { describe, expect, it } from 'vitest';
import { DatabaseCircuitOpenError, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { CircuitBreaker } from './circuit-breaker.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A probe the test answers: the database is frozen until `answering` is true. */
function fakeDatabase() {
  const state = { answering: false, probes: 0 };
  const probe = async () => {
    state.probes++;
    if (!state.answering) throw new Error('Query read timeout');
  };
  return { state, probe };
}

describe('CircuitBreaker', () => {
  it('lets requests through until a timeout, then refuses them at once, as the database being unavailable', () => {
    const { probe } = fakeDatabase();
    const breaker = new CircuitBreaker(probe, 10, () => {});
    expect(() => breaker.check()).not.toThrow();
    breaker.trip(new Error('Query read timeout'));
    expect(breaker.isOpen).toBe(true);
    let refused: unknown;
    try {
      breaker.check();
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DatabaseCircuitOpenError);
    // The error handler answers it 503 TRY_AGAIN_IN_A_MINUTE, as any unavailable database.
    expect(isDatabaseUnavailable(refused)).toBe(true);
    breaker.end();
  });

  it('probes until the database answers, then lets requests through again', async () => {
    const { state, probe } = fakeDatabase();
    const logs: string[] = [];
    const breaker = new CircuitBreaker(probe, 10, (line) => logs.push(line));
    breaker.trip(new Error('canceling statement due to statement timeout'));
    await sleep(50);
    expect(breaker.isOpen).toBe(true);
    expect(state.probes).toBeGreaterThan(1);
    state.answering = true;
    await sleep(50);
    expect(breaker.isOpen).toBe(false);
    expect(() => breaker.check()).not.toThrow();
    expect(logs).toEqual([
      'PostgreSQL did not answer in time (canceling statement due to statement timeout): answering 503 at once until it does',
      'PostgreSQL answers again: requests go through',
    ]);
    breaker.end();
  });

  it('runs one probe loop however many requests time out at once', async () => {
    const { state, probe } = fakeDatabase();
    const breaker = new CircuitBreaker(probe, 1_000, () => {});
    for (let i = 0; i < 20; i++) breaker.trip(new Error('Query read timeout'));
    await sleep(20);
    expect(state.probes).toBe(1);
    breaker.end();
  });

  it('closes at once when the first probe finds the database answering (one slow statement, not a frozen database)', async () => {
    const { state, probe } = fakeDatabase();
    state.answering = true;
    const breaker = new CircuitBreaker(probe, 1_000, () => {});
    breaker.trip(new Error('canceling statement due to statement timeout'));
    await sleep(5);
    expect(breaker.isOpen).toBe(false);
    breaker.end();
  });
});
