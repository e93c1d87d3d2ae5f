import { describe, expect, it } from 'vitest';
import { isDatabaseTimeout, isDatabaseUnavailable } from './database-unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a query timeout', new Error('Query read timeout')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a cause', new Error('wrapped', { cause: withCode('x', 'ECONNRESET') })],
    ['one of several', new AggregateError([withCode('x', 'ECONNREFUSED')], 'all failed')],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "x"', '42601')],
    ['a plain error', new TypeError('x is not a function')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isDatabaseTimeout', () => {
  it.each([
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['a query timeout', new Error('Query read timeout')],
    ['a pool that gave no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a connection that did not open in time', new Error('Connection terminated due to connection timeout')],
    ['a cause', new Error('wrapped', { cause: new Error('Query read timeout') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseTimeout(error)).toBe(true);
  });

  // These fail fast by themselves: nothing waits on them.
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseTimeout(error)).toBe(false);
  });
});
