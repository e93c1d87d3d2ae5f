import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SessionUser } from '../../db/types.js';
import { deleteSubscriptionsOfSession } from '../push/push.repository.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { clearLoggedInMarker } from './logged-in-marker.js';
import * as repo from './session.repository.js';

export const SESSION_COOKIE = 'slakteweb_session';

export interface SessionContext {
  idHash: string;
  user: SessionUser;
  /**
   * Staff who gave the right password but not yet the second factor: such a session counts as
   * not logged in everywhere except the second-factor routes.
   */
  secondFactorPending: boolean;
  /** The farm a person's session acts for (chosen after login); null for everyone else. */
  actingFor: string | null;
}

/** A staff login waiting for its second factor must complete it within this time. */
const SECOND_FACTOR_PENDING_MS = 10 * 60_000;

/** Touch the session at most once a minute: fewer writes, idle timeout still accurate enough. */
const TOUCH_INTERVAL_MS = 60_000;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /**
   * Starts a new session (a new id at every login) and sets its cookie. A session waiting for the
   * second factor lasts minutes, and only lets its user give the second factor. A person's session
   * may start acting for a farm at once (`actingFor`: their only one).
   */
  async start(reply: FastifyReply, userId: number, now: Date, options: { secondFactorPending?: boolean; actingFor?: string | null } = {}): Promise<void> {
    const token = newToken();
    const pending = options.secondFactorPending === true;
    const lifetimeMs = pending ? SECOND_FACTOR_PENDING_MS : this.config.sessionMaxHours * 3_600_000;
    const expiresAt = new Date(now.getTime() + lifetimeMs);
    await repo.insertSession(this.db, { id_hash: hashToken(token), user_id: userId, now, expires_at: expiresAt, second_factor_pending: pending, acting_for: options.actingFor ?? null });
    reply.setCookie(SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.publicUrl.startsWith('https:'),
      path: this.config.basePath,
      // A lifetime in seconds, not a date: a date from the server's clock would be wrong on a
      // browser whose clock differs (or under a NOW override), and could end the session at once.
      maxAge: this.config.sessionMaxHours * 3600,
    });
  }

  /** The live session for a cookie value, or null when missing, idle too long or past its end. */
  async resolve(token: string | undefined, now: Date): Promise<SessionContext | null> {
    if (!token || token.length > 100) return null;
    const idHash = hashToken(token);
    const row = await repo.findSessionWithUser(this.db, idHash);
    if (!row) return null;
    const idleLimit = row.last_seen_ms + this.config.sessionIdleMinutes * 60_000;
    if (now.getTime() > idleLimit || now.getTime() > row.expires_ms) {
      await repo.deleteSession(this.db, idHash);
      return null;
    }
    if (now.getTime() - row.last_seen_ms > TOUCH_INTERVAL_MS) {
      await repo.touchSession(this.db, idHash, now);
    }
    const { last_seen_ms: _seen, expires_ms: _expires, second_factor_pending, acting_for, ...user } = row;
    return { idHash, user, secondFactorPending: second_factor_pending, actingFor: acting_for };
  }

  /** The second factor was given: the waiting session ends and a full one (a new id) begins. */
  async completeSecondFactor(reply: FastifyReply, pending: SessionContext, now: Date): Promise<void> {
    await repo.deleteSession(this.db, pending.idHash);
    await this.start(reply, pending.user.id, now);
  }

  async end(reply: FastifyReply, idHash: string | undefined): Promise<void> {
    if (idHash) {
      // The browsers that turned push on in this session stop getting the farm's messages.
      await deleteSubscriptionsOfSession(this.db, idHash);
      await repo.deleteSession(this.db, idHash);
    }
    this.clearCookie(reply);
    clearLoggedInMarker(reply, this.config.basePath);
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { path: this.config.basePath });
  }

  /**
   * Removes the sessions that can no longer be used: past their absolute end or idle too long.
   * resolve() refuses those anyway; this removes the ones nobody presents again.
   */
  async deleteExpired(now: Date): Promise<void> {
    await repo.deleteExpiredSessions(this.db, now, new Date(now.getTime() - this.config.sessionIdleMinutes * 60_000));
  }

  /** Ends all of a user's sessions, e.g. after the password changed. */
  endAllOfUser(userId: number): Promise<unknown> {
    return repo.deleteSessionsOfUser(this.db, userId);
  }
}
