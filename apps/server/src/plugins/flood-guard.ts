import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressKey } from '../lib/address-key.js';

/**
 * A coarse flood guard for the whole API (login, second factor and forgot-password have their own
 * limits in the database). Farmers on mobile networks share addresses (carrier NAT: a village
 * behind one IP), so a per-IP limit on everything would lock them out together. Requests of a
 * logged-in session count against that session; only requests without one (login, help texts,
 * forgot-password) count against the address.
 *
 * The counters live in each server process (@fastify/rate-limit's memory store): with WORKERS=N
 * the limit is per process. That is enough against a flood, and costs no database write per request.
 */
export interface FloodLimits {
  /** Requests per minute from one address without a session. */
  perIp: number;
  /** Requests per minute of one logged-in session. */
  perSession: number;
}

/** The counter a request is held to: its session when it has a live one, else its address. */
export function floodKey(request: FastifyRequest): string {
  const session = request.session;
  // A staff login still waiting for its second factor is not logged in (authenticate.ts).
  if (session && !session.secondFactorPending) return `session:${session.idHash}`;
  return `ip:${addressKey(request.ip)}`;
}

/**
 * Registers the guard on the API scope. Its check runs at each route's onRequest, after the
 * session was resolved (authenticate.ts), so it can tell a session from an address.
 */
export async function registerFloodGuard(api: FastifyInstance, limits: FloodLimits): Promise<void> {
  await api.register(rateLimit, {
    timeWindow: '1 minute',
    keyGenerator: floodKey,
    max: (_request, key) => (key.startsWith('session:') ? limits.perSession : limits.perIp),
  });
}
