import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import * as repo from './login-device.repository.js';

/**
 * The device cookie (OWASP's answer to forced lockout): a browser that has logged in to an account
 * gets a random token, stored hashed with the account. A login from that browser is held to a limit
 * of its own instead of the account's, so wrong passwords from anyone else lock out only the
 * guessers, never the owner's own browser. The cookie is no credential: it only chooses which limit
 * a password attempt counts against, and only for the account it was given for.
 */
export const DEVICE_COOKIE = 'slakteweb_device';

/** A browser stays known this long after its last login. */
export const DEVICE_KNOWN_DAYS = 365;

export class LoginDeviceService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {}

  /**
   * The limit key of the browser when its cookie names a device of this user (its token's hash),
   * else null: a missing, made-up or other user's cookie counts as an unknown browser.
   */
  async knownDevice(token: string | undefined, userId: number): Promise<string | null> {
    if (!token || token.length > 100) return null;
    const tokenHash = hashToken(token);
    return (await repo.isDeviceOf(this.db, tokenHash, userId)) ? tokenHash : null;
  }

  /** After a right password: the browser keeps (or gets) its device cookie for this user. */
  async remember(reply: FastifyReply, token: string | undefined, userId: number, now: Date): Promise<void> {
    const known = (await this.knownDevice(token, userId)) !== null;
    const value = known && token ? token : newToken();
    await repo.upsertDevice(this.db, { token_hash: hashToken(value), user_id: userId, now });
    reply.setCookie(DEVICE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.publicUrl.startsWith('https:'),
      path: this.config.basePath,
      maxAge: DEVICE_KNOWN_DAYS * 24 * 3600,
    });
  }

  /** Housekeeping: browsers that have not logged in for DEVICE_KNOWN_DAYS are forgotten. */
  async forgetOld(now: Date): Promise<void> {
    await repo.deleteDevicesNotSeenSince(this.db, new Date(now.getTime() - DEVICE_KNOWN_DAYS * 24 * 3_600_000));
  }
}
