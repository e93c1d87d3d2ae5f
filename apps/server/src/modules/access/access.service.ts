import type { FastifyReply } from 'fastify';
import {
  ACCESS_INVITATION_VALID_DAYS,
  ACCESS_INVITATIONS_PER_ADDRESS_PER_DAY,
  ACCESS_INVITATIONS_PER_FARM_PER_DAY,
  ACCESS_LOG_PAGE_DEFAULT,
  ACCESS_ROLE_NAMES,
  type AcceptInvitationBody,
  type AcceptInvitationResponse,
  type AccessInvitation,
  type AccessLogResponse,
  type AccessOverviewResponse,
  type AccessRole,
  type Clock,
  type CreateInvitationBody,
  formatDate,
  formatDateTime,
  INVITATION_MESSAGES,
  invitationProblems,
  isCalendarDate,
  isStrongPassword,
  MSG,
  normaliseAccessEmail,
  osloDate,
  osloIso,
} from '@slakteweb/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionUser } from '../../db/types.js';
import { addressKey } from '../../lib/address-key.js';
import { HttpError, invalidInput, notFound, tooManyRequests } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { FarmActor } from '../auth/actor.js';
import { isImpersonated, loggedInUser } from '../auth/actor.js';
import { countLiveGrants } from '../auth/person.repository.js';
import type { RateLimiter } from '../auth/rate-limit.service.js';
import type { SessionService } from '../auth/session.service.js';
import * as repo from './access.repository.js';

const INVITATION_VALID_MS = ACCESS_INVITATION_VALID_DAYS * 24 * 3_600_000;

/** The messages of accepting an invitation. */
export const ACCEPT_MESSAGES = {
  invalidToken: 'Lenken er ikke lenger gyldig. Be bonden sende en ny invitasjon.',
  fullname: 'Skriv navnet ditt.',
  logInFirst: 'Du har allerede en bruker. Logg inn først, og åpne lenken igjen.',
  notAPerson: 'Du er logget inn med en gårds eller en ansatts bruker. Logg ut, og åpne lenken igjen.',
  staffInvites: 'Bare bonden selv kan invitere noen til gården.',
} as const;

/** Longest name a person can give (the contract's limit). */
const FULLNAME_MAX_CHARS = 100;

/**
 * A log page's cursor: the instant of its last line exact to the microsecond (UTC) and the line's
 * id, so lines at the same instant are neither skipped nor repeated.
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_(\d{1,15})$/;

export interface AccessDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** The short windows of login and the like: accepting is counted per address there. */
  limiter: RateLimiter;
  /** The day-long limits of invitations (RateLimiter.daily). */
  dailyLimiter: RateLimiter;
  sessions: SessionService;
}

/**
 * The farmer's access list (DESIGN.md §10): who may act for the farm, the invitations by mail,
 * ending an access, the log of what others did, and accepting an invitation.
 */
export class AccessService {
  constructor(private readonly deps: AccessDeps) {}

  async overview(supplierNo: string): Promise<AccessOverviewResponse> {
    const { db, clock } = this.deps;
    const now = clock();
    const [grants, invitations] = await Promise.all([repo.listLiveGrants(db, supplierNo, osloDate(now)), repo.listPendingInvitations(db, supplierNo, now)]);
    return {
      grants: grants.map((g) => ({
        id: g.id,
        name: g.display_name,
        email: g.username,
        role: g.role,
        since: osloIso(g.granted_at),
        until: g.until,
        last_used: g.last_used_at ? osloIso(g.last_used_at) : null,
      })),
      invitations: invitations.map(toInvitation),
    };
  }

  /**
   * Invites a person by mail. The farmer only: staff see the list and may end an access, but do
   * not give one in the farmer's name. Refused invitations (422) count against no limit.
   */
  async invite(actor: FarmActor, input: CreateInvitationBody): Promise<AccessInvitation> {
    if (isImpersonated(actor)) throw new HttpError(403, 'FORBIDDEN', ACCEPT_MESSAGES.staffInvites);
    const { db, clock, dailyLimiter } = this.deps;
    const now = clock();
    const today = osloDate(now);
    const problems = invitationProblems(input, today);
    if (Object.keys(problems).length > 0) throw invalidInput(problems);
    const email = normaliseAccessEmail(input.email);
    const role = input.role as AccessRole;
    const until = input.until?.trim() || null;
    const farm = await repo.findFarm(db, actor.supplierNo);
    if (!farm) throw notFound();
    if (email === normaliseAccessEmail(farm.email_user)) throw invalidInput({ email: INVITATION_MESSAGES.ownAddress });
    if (await repo.hasLiveGrant(db, farm.supplier_no, email, today)) throw invalidInput({ email: INVITATION_MESSAGES.alreadyHasAccess });
    if (await repo.hasPendingInvitation(db, farm.supplier_no, email, now)) throw invalidInput({ email: INVITATION_MESSAGES.alreadyInvited });

    // Per farm and per address: a farm's login cannot be used to fill anyone's inbox. Only the
    // invitations sent count: a refused one is taken back.
    const { allowed, attempt } = await dailyLimiter.attempt(
      [
        { key: `invitation:farm:${farm.supplier_no}`, max: ACCESS_INVITATIONS_PER_FARM_PER_DAY },
        { key: `invitation:address:${email}`, max: ACCESS_INVITATIONS_PER_ADDRESS_PER_DAY },
      ],
      now,
    );
    if (!allowed) {
      await dailyLimiter.refund(attempt);
      throw tooManyRequests(dailyLimiter.retryAfterSeconds(now));
    }

    const token = newToken();
    const expiresAt = new Date(now.getTime() + INVITATION_VALID_MS);
    const row = await repo.insertInvitation(db, {
      supplier_no: farm.supplier_no,
      email,
      role,
      until,
      token_hash: hashToken(token),
      invited_by_user_id: actor.userId,
      sent_at: now,
      expires_at: expiresAt,
    });
    await this.sendInvitation({ email, role, until, token, expiresAt, farm });
    return toInvitation(row);
  }

  async withdrawInvitation(supplierNo: string, id: number): Promise<void> {
    if (!(await repo.withdrawInvitation(this.deps.db, supplierNo, id, this.deps.clock()))) throw notFound();
  }

  /** Ends an access at once; staff acting for the farm may too (their request is in the impersonation audit). */
  async endGrant(actor: FarmActor, id: number): Promise<void> {
    if (!(await repo.endGrant(this.deps.db, actor.supplierNo, id, loggedInUser(actor).userId, this.deps.clock()))) throw notFound();
  }

  /** A page of the log, newest first; `before` is the previous page's `next`. */
  async log(supplierNo: string, before: string | undefined, limit: number = ACCESS_LOG_PAGE_DEFAULT): Promise<AccessLogResponse> {
    let cursor: { at: string; id: number } | null = null;
    if (before) {
      const match = CURSOR.exec(before);
      if (!match || !isRealInstant(match[1]!)) throw invalidInput({ before: 'Ugyldig side i loggen.' });
      cursor = { at: match[1]!, id: Number(match[2]) };
    }
    // One line more than the page, to tell whether there is a next page.
    const rows = await repo.listLog(this.deps.db, supplierNo, cursor, limit + 1);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      log: page.map((r) => ({ at: osloIso(r.at), name: r.person_name, role: r.role, action: r.action, target: r.target })),
      next: rows.length > limit && last ? `${last.at_exact}_${last.id}` : null,
    };
  }

  /**
   * Accepts an invitation. A person logged in gets the farm added (the link alone). Without a
   * login: a new address gives a name and a password (the same rules as a new password) and is
   * logged in, acting for the farm; an address that already has a login must log in first. A
   * farm's or staff's login never becomes a person. Wrong links count against the address's
   * limit, as wrong passwords do.
   */
  async accept(reply: FastifyReply, input: AcceptInvitationBody, session: SessionUser | null, ip: string): Promise<AcceptInvitationResponse> {
    const { db, config, clock, limiter } = this.deps;
    const now = clock();
    const { allowed, attempt } = await limiter.attempt([{ key: `accept:ip:${addressKey(ip)}`, max: config.forgotLimitPerIp }], now);
    if (!allowed) throw tooManyRequests(limiter.retryAfterSeconds(now));
    const tokenHash = hashToken(input.t);
    const invitation = await repo.findInvitationByTokenHash(db, tokenHash);
    const invalid = new HttpError(422, 'INVALID_TOKEN', ACCEPT_MESSAGES.invalidToken, { t: ACCEPT_MESSAGES.invalidToken });
    if (!invitation || invitation.accepted_at || invitation.withdrawn_at || invitation.expires_at <= now) throw invalid;
    await limiter.refund(attempt);

    let accepted: Awaited<ReturnType<typeof repo.acceptInvitation>>;
    let logInAgain = false;
    if (session) {
      if (!session.is_person) throw new HttpError(403, 'FORBIDDEN', ACCEPT_MESSAGES.notAPerson);
      const today = osloDate(now);
      const farmsBefore = await countLiveGrants(db, session.id, today);
      accepted = await repo.acceptInvitation(db, tokenHash, session.id, now);
      // Logged in with one farm, the person gave no second factor (AuthService.personLogin); with
      // several it is required. Every session of theirs ends, and the next login asks for it.
      // A person who held several already gave it at login: their sessions go on.
      if (accepted && farmsBefore <= 1 && (await countLiveGrants(db, session.id, today)) > 1) {
        await this.deps.sessions.endAllOfUser(session.id);
        this.deps.sessions.clearCookie(reply);
        logInAgain = true;
      }
    } else {
      const existing = await repo.findUserByUsername(db, invitation.email);
      if (existing?.is_person) throw new HttpError(401, 'UNAUTHORIZED', ACCEPT_MESSAGES.logInFirst);
      if (existing) throw new HttpError(403, 'FORBIDDEN', ACCEPT_MESSAGES.notAPerson);
      const name = input.fullname?.trim() ?? '';
      const password = input.password ?? '';
      const problems: Record<string, string> = {};
      if (!name || name.length > FULLNAME_MAX_CHARS) problems.fullname = ACCEPT_MESSAGES.fullname;
      if (!isStrongPassword(password)) problems.password = MSG.passwordRequirementsNotMet;
      if (Object.keys(problems).length > 0) throw invalidInput(problems);
      accepted = await repo.acceptInvitation(db, tokenHash, { email: invitation.email, name, passwordHash: await hashPassword(password) }, now);
      if (accepted) {
        await this.deps.sessions.start(reply, accepted.personId, now);
        await repo.actForFarm(db, accepted.personId, accepted.supplierNo);
      }
    }
    // Used or withdrawn between the look and the use (the same link twice at once).
    if (!accepted) throw invalid;
    const farm = await repo.findFarm(db, accepted.supplierNo);
    return { farm: { supplier_no: accepted.supplierNo, fullname: farm?.fullname ?? '', role: accepted.role }, ...(logInAgain ? { log_in_again: true as const } : {}) };
  }

  private async sendInvitation(mail: {
    email: string;
    role: AccessRole;
    until: string | null;
    token: string;
    expiresAt: Date;
    farm: { supplier_no: string; fullname: string };
  }): Promise<void> {
    const { config, mailer } = this.deps;
    const company = config.company;
    // Links come from PUBLIC_URL, never from the request's Host header.
    const link = new URL(`tilgang/godta?t=${encodeURIComponent(mail.token)}`, config.publicUrl).href;
    const who = `${mail.farm.fullname} (leverandørnummer ${mail.farm.supplier_no})`;
    const until = mail.until ? `Tilgangen gjelder til og med ${formatDate(mail.until)}.` : 'Tilgangen gjelder til bonden avslutter den.';
    await mailer.send({
      to: mail.email,
      // Not sent once the link no longer works.
      sendBefore: mail.expiresAt,
      subject: `${company.name}: ${mail.farm.fullname} gir deg tilgang til gården`,
      text:
        `${who} har invitert deg til å bruke ${company.name} for gården som ${ACCESS_ROLE_NAMES[mail.role]}.\n${until}\n\n` +
        `Bruk lenken under for å godta. Har du ikke bruker hos oss fra før, lager du en med navn og passord.\n\n${link}\n\n` +
        `Lenken kan brukes én gang og gjelder til ${formatDateTime(mail.expiresAt)}.\n` +
        `Kjenner du ikke til dette, kan du se bort fra e-posten. Da får ingen tilgang.\n\n` +
        `Hilsen ${company.name}\n${company.support.email} · ${company.support.phone}\n`,
    });
  }
}

/**
 * True when a cursor's instant (yyyy-MM-ddTHH:mm:ss.ffffffZ) names a real moment: a cursor of the
 * right shape may still say 2026-02-30 or 25:00, which the database refuses with an error.
 */
function isRealInstant(at: string): boolean {
  const [hours, minutes, seconds] = at.slice(11, 19).split(':').map(Number);
  return isCalendarDate(at.slice(0, 10)) && hours! < 24 && minutes! < 60 && seconds! < 60;
}

function toInvitation(row: { id: number; email: string; role: AccessRole; until: string | null; sent_at: Date }): AccessInvitation {
  return { id: row.id, email: row.email, role: row.role, until: row.until, sent: osloIso(row.sent_at) };
}
