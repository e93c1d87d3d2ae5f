import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@slakteweb/core';
import { registerErrorHandler } from './error-handler.js';

// The error handler's answer to a client error the framework or a plugin raised with nothing more
// specific than its status (a 4xx the handler has no case for): the status kept, a code that says
// what happened, no details.

/** An app whose one route fails with an error of the given status, as a framework error does. */
async function failingWith(statusCode: number) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw Object.assign(new Error('from a plugin'), { statusCode });
  });
  const res = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return res;
}

describe('a generic client error', () => {
  it.each([405, 406, 409, 416])('%i keeps its status and answers INVALID_REQUEST, not a code that claims a missing right', async (status) => {
    const res = await failingWith(status);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code: 'INVALID_REQUEST', message: 'Ugyldig forespørsel' });
  });

  it('403 is FORBIDDEN, 404 NOT_FOUND, and 400 and 415 are 422 INVALID_INPUT', async () => {
    expect((await failingWith(403)).json()).toEqual({ code: 'FORBIDDEN', message: 'Ugyldig forespørsel' });
    expect((await failingWith(404)).json()).toEqual({ code: 'NOT_FOUND', message: 'Ugyldig forespørsel' });
    for (const status of [400, 415]) {
      const res = await failingWith(status);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: 'Ugyldig forespørsel' });
    }
  });

  it('answers only codes of the API’s list', async () => {
    for (const status of [400, 403, 404, 405, 409, 415, 418, 451]) {
      expect(ERROR_CODES).toContain((await failingWith(status)).json().code);
    }
  });
});
