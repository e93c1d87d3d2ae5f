import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '@slakteweb/core';
import type { Db } from '../db/database.js';
import type { AppUser } from '../db/schema.js';
import { HttpError, forbidden, unauthorized } from '../lib/http-error.js';
import { SESSION_COOKIE, type SessionContext, type SessionService } from '../modules/auth/session.service.js';

/**
 * Who a request acts for. A farmer acts for their own supplier number. A superuser acts for the
 * supplier named by `impersonateUsername`, or for nobody (supplierNo null) without it.
 */
export interface Actor {
  user: AppUser;
  supplierNo: string | null;
  impersonating: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** preHandler for every route that needs a logged-in user; sets request.actor. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for the farm's data (settlements, documents, messages, enrolment, …): as
     * requireUser, and a farmer who must still confirm the profile gets 403
     * MUST_CONFIRM_INFORMATION. The profile routes use requireUser, so confirming stays possible.
     */
    requireConfirmedUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The query parameter a superuser adds to act as another user (spec/portal.md §6). */
export const IMPERSONATE_PARAM = 'impersonateUsername';

export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionService; clock: Clock },
): void {
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    request.session = await deps.sessions.resolve(request.cookies[SESSION_COOKIE], deps.clock());
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    if (!request.session) throw unauthorized();
    request.actor = await resolveActor(request, request.session.user, deps);
  });

  app.decorate('requireConfirmedUser', async (request: FastifyRequest) => {
    await app.requireUser(request);
    // Staff acting for the farmer may help before the farmer has confirmed.
    if (!request.actor!.impersonating && request.actor!.user.must_confirm_information) {
      throw new HttpError(403, 'MUST_CONFIRM_INFORMATION', 'Bekreft kontaktinformasjonen din før du går videre.');
    }
  });
}

async function resolveActor(request: FastifyRequest, user: AppUser, deps: { db: Db; clock: Clock }): Promise<Actor> {
  const raw = (request.query as Record<string, unknown> | undefined)?.[IMPERSONATE_PARAM];
  const target = typeof raw === 'string' ? raw.trim() : '';
  if (!target) return { user, supplierNo: user.supplier_no, impersonating: false };
  // Only staff may act as someone else; a farmer sending the parameter is refused outright.
  if (!user.is_superuser) throw forbidden();
  const targetUser = await deps.db
    .selectFrom('app_user')
    .select(['supplier_no', 'is_superuser'])
    .where('username', '=', target)
    .executeTakeFirst();
  if (!targetUser) throw new HttpError(404, 'USER_NOT_FOUND', 'Bruker ikke funnet');
  if (targetUser.is_superuser || !targetUser.supplier_no) throw forbidden();
  await deps.db
    .insertInto('impersonation_audit')
    .values({
      at: deps.clock(),
      superuser_id: user.id,
      supplier_no: targetUser.supplier_no,
      method: request.method,
      path: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    })
    .execute();
  return { user, supplierNo: targetUser.supplier_no, impersonating: true };
}
