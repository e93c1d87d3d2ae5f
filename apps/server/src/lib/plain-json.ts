import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * For routes that answer long lists (a farm's whole history of settlements or documents): the
 * answer is written with JSON.stringify without being checked against its zod schema first. The
 * schema stays on the route (it documents the answer); the tests check every answer against it.
 * Checking hundreds of items per request cost more than building them.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
