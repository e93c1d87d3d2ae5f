import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AccessRole, type FarmActorRole, type FarmPermission, hasPermission, isAccessRole, osloDate, USERNAME_MAX_CHARS } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { SessionUser } from '../../db/types.js';
import { forbidden, HttpError, noFarmSelected, notAllowedForRole, personNoFarmSelected, unauthorized } from '../../lib/http-error.js';
import * as repo from './auth.repository.js';
import * as people from './person.repository.js';
import { deleteSession } from './session.repository.js';

/**
 * Who is asking. A farmer acts for their own farm; the cooperative's staff (superusers) act for
 * the farm of the user named by `impersonateUsername`, or for nobody without it (spec/portal.md §6).
 */

/** A staff member (superuser) of the cooperative. */
export interface StaffMember {
  userId: number;
  username: string;
  displayName: string;
  email: string;
}

/** Staff acting for nobody: their own profile and the messages, no farm's data. */
export interface StaffActor extends StaffMember {
  kind: 'staff';
}

/**
 * A person the farmer gave access to (DESIGN.md §10): their own login, acting for the farm in one
 * role through one grant (farm_access).
 */
export interface PersonAtFarm {
  personId: number;
  name: string;
  email: string;
  role: AccessRole;
  grantId: number;
}

/** A farmer, staff acting for the farmer, or a person acting for the farm in a role. */
export interface FarmActor {
  kind: 'farm';
  /** The farm: every query for farm data filters by this supplier number. */
  supplierNo: string;
  /** The farm's own login (the farmer's, also while staff act for the farm). */
  userId: number;
  username: string;
  /**
   * Set while staff act for the farm: they see what the farmer sees, but mark nothing read and
   * confirm nothing for the farmer, and mail meant for the farmer goes to them (DESIGN.md §4).
   */
  impersonatedBy?: StaffMember;
  /**
   * Set while a person acts for the farm: they may do what their role allows (requirePermission),
   * mark nothing read for the farmer, and everything they do is logged for the farm.
   */
  person?: PersonAtFarm;
}

/**
 * A person logged in with their e-mail address who acts for no farm right now: before choosing
 * one, or after the access to the chosen one ended. Farm routes answer 403 NO_FARM_SELECTED.
 */
export interface PersonActor {
  kind: 'person';
  /** The person's own login. */
  userId: number;
  username: string;
  name: string;
  email: string;
}

export type Actor = FarmActor | StaffActor | PersonActor;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.requireUser (plugins/authenticate.ts) before the request is validated. */
    actor: Actor | null;
  }
}

/** The query parameter a superuser adds to act as another user (spec/portal.md §6). */
export const IMPERSONATE_PARAM = 'impersonateUsername';

/**
 * Any route may carry impersonateUsername: the browser adds it to every request while staff act for
 * a farmer. Routes that declare a query schema extend this one, so the parameter is part of it.
 */
export const impersonationQuery = z.object({ impersonateUsername: z.string().max(USERNAME_MAX_CHARS).optional() });

function staffMember(user: SessionUser): StaffMember {
  return { userId: user.id, username: user.username, displayName: user.display_name, email: user.email };
}

/** The user acting for themselves: a farmer for their farm, staff (no farm) for nobody. */
function ownActor(user: SessionUser): Actor {
  if (user.supplier_no) return { kind: 'farm', supplierNo: user.supplier_no, userId: user.id, username: user.username };
  return { kind: 'staff', ...staffMember(user) };
}

/** What resolveActor needs of the request's session. */
export interface ActorSession {
  idHash: string;
  user: SessionUser;
  /** The farm a person's session acts for. */
  actingFor: string | null;
}

/**
 * The actor of a logged-in user's request. With `impersonate` (the query parameter), staff act for
 * that user's farm and the request is written to the audit table (the route, and the address as
 * requested: which date, settlement or document was viewed); a farmer or a person is refused with
 * 403, as is acting for another superuser; an unknown user is 404 USER_NOT_FOUND. A person acts
 * for the farm their session chose, through the grant read now (personActor).
 */
export async function resolveActor(
  db: Db,
  session: ActorSession,
  impersonate: string,
  request: { at: Date; method: string; path: string; target: string },
): Promise<Actor> {
  const { user } = session;
  const username = impersonate.trim();
  if (user.is_person) {
    if (username) throw forbidden();
    return personActor(db, session, request.at);
  }
  if (!username) return ownActor(user);
  if (!user.is_superuser) throw forbidden();
  const farmer = username.length <= USERNAME_MAX_CHARS ? await repo.findUserByUsername(db, username) : undefined;
  if (!farmer) throw new HttpError(404, 'USER_NOT_FOUND', 'Bruker ikke funnet');
  if (farmer.is_superuser || farmer.is_person || !farmer.supplier_no) throw forbidden();
  await repo.insertImpersonationAudit(db, {
    at: request.at,
    superuser_id: user.id,
    supplier_no: farmer.supplier_no,
    method: request.method,
    path: request.path,
    target: request.target,
  });
  return { kind: 'farm', supplierNo: farmer.supplier_no, userId: farmer.id, username: farmer.username, impersonatedBy: staffMember(user) };
}

/**
 * A person's actor: the farm their session acts for, in the role of their live grant for it, read
 * on every request (no cache), so an access the farmer ended or that expired (`until`, an Oslo
 * date) stops at the next request in every process. Without a live grant for the chosen farm they
 * act for nobody; with no live grant at all their login has ended: the session goes, 401.
 */
async function personActor(db: Db, session: ActorSession, at: Date): Promise<Actor> {
  const { user } = session;
  const today = osloDate(at);
  const grant = session.actingFor ? await people.findLiveGrant(db, user.id, session.actingFor, today) : undefined;
  if (grant && isAccessRole(grant.role)) {
    return {
      kind: 'farm',
      supplierNo: grant.supplier_no,
      userId: grant.farm_user_id,
      username: grant.farm_username,
      person: { personId: user.id, name: user.display_name, email: user.username, role: grant.role, grantId: grant.id },
    };
  }
  if ((await people.countLiveGrants(db, user.id, today)) === 0) {
    await deleteSession(db, session.idHash);
    throw unauthorized();
  }
  return { kind: 'person', userId: user.id, username: user.username, name: user.display_name, email: user.username };
}

/** Staff acting for a farm (impersonateUsername): they see the farm's data as the farmer does. */
export function isImpersonated(actor: Actor): actor is FarmActor & { impersonatedBy: StaffMember } {
  return actor.kind === 'farm' && actor.impersonatedBy !== undefined;
}

/**
 * Someone acts for the farmer: staff (impersonateUsername) or a person the farmer gave access. They
 * mark nothing read and confirm nothing for the farmer.
 */
export function actsForFarmer(actor: Actor): actor is FarmActor {
  return actor.kind === 'farm' && (actor.impersonatedBy !== undefined || actor.person !== undefined);
}

/**
 * A farmer who must still confirm the profile (the login answered 418) gets 403
 * MUST_CONFIRM_INFORMATION for everything but the profile routes. Staff acting for the farmer may
 * help before the farmer has confirmed.
 */
export function assertConfirmed(user: SessionUser, actor: Actor): void {
  if (!isImpersonated(actor) && user.must_confirm_information) {
    throw new HttpError(403, 'MUST_CONFIRM_INFORMATION', 'Bekreft kontaktinformasjonen din før du går videre.');
  }
}

/** The actor of a route behind app.requireUser (401 if a route forgot that hook). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * The farm a request acts for. Staff acting for nobody, and a person who has not chosen a farm (or
 * whose access to it ended), have no farm: every farm route answers them 403 NO_FARM_SELECTED, so
 * the browser can ask them to choose one first.
 */
export function requireFarm(request: FastifyRequest): FarmActor {
  const actor = requireActor(request);
  if (actor.kind === 'person') throw personNoFarmSelected();
  if (actor.kind !== 'farm') throw noFarmSelected();
  return actor;
}

/** The role whoever acts for the farm holds: 'farmer' for the farm's login and for staff. */
export function farmRole(actor: FarmActor): FarmActorRole {
  return actor.person?.role ?? 'farmer';
}

/** Whether whoever acts for the farm holds `permission` (for what a route leaves out, not refuses). */
export function mayDo(actor: FarmActor, permission: FarmPermission): boolean {
  return hasPermission(farmRole(actor), permission);
}

/**
 * The farm a request acts for, when the actor may do `permission` there: a person acting for the
 * farm gets 403 NOT_ALLOWED_FOR_ROLE for what their role does not allow (core access/permissions.ts).
 */
export function requirePermission(request: FastifyRequest, permission: FarmPermission): FarmActor {
  const actor = requireFarm(request);
  if (!hasPermission(farmRole(actor), permission)) throw notAllowedForRole();
  return actor;
}

/**
 * The actor of a route open to everyone logged in (the messages, say) that shows the farm's own
 * data while acting for a farm: there the actor must hold `permission` (403 NOT_ALLOWED_FOR_ROLE).
 */
export function requireActorWith(request: FastifyRequest, permission: FarmPermission): Actor {
  const actor = requireActor(request);
  if (actor.kind === 'farm' && !hasPermission(farmRole(actor), permission)) throw notAllowedForRole();
  return actor;
}

/**
 * The logged-in user's own record (never an impersonated one), on routes behind app.requireUser:
 * for what only concerns the person at the keyboard (their password, their role).
 */
export function sessionUser(request: FastifyRequest): SessionUser {
  if (!request.session || request.session.secondFactorPending) throw unauthorized();
  return request.session.user;
}

/** Who is logged in: the farmer, the staff member or the person (also while acting for a farm). */
export function loggedInUser(actor: Actor): { userId: number; username: string } {
  if (isImpersonated(actor)) return actor.impersonatedBy;
  if (actor.kind === 'farm' && actor.person) return { userId: actor.person.personId, username: actor.person.email };
  return actor;
}
