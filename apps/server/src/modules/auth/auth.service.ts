import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { type Clock, type Company, type LoginResponse, isStrongPassword, MSG, normaliseAccessEmail, osloDate, RESET_LINK_VALID_MINUTES } from '@slakteweb/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { AppUserRow, SessionUser } from '../../db/types.js';
import { addressKey } from '../../lib/address-key.js';
import { HttpError, invalidInput, tooManyRequests } from '../../lib/http-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { hashPassword, verifyDummy, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import * as repo from './auth.repository.js';
import type { LoginDeviceService } from './login-device.service.js';
import { listLiveFarms } from './person.repository.js';
import type { Attempt, RateLimiter } from './rate-limit.service.js';
import type { SecondFactorService } from './second-factor.service.js';
import type { SessionService } from './session.service.js';

/** Reset and set-password links are valid this long (DESIGN.md §5). */
export const RESET_TOKEN_TTL_MS = RESET_LINK_VALID_MINUTES * 60 * 1000;

export interface AuthDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  limiter: RateLimiter;
  sessions: SessionService;
  secondFactor: SecondFactorService;
  devices: LoginDeviceService;
  log: FastifyBaseLogger;
  /** Work that must not delay the response (mail whose timing would tell whether an account exists). */
  background: (work: Promise<unknown>) => void;
}

export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  private get company(): Company {
    return this.deps.config.company;
  }

  /**
   * Checks the credentials and starts a session. Returns whether the profile must be confirmed
   * first (the route answers 418 then), and for staff which second factor is asked for next: their
   * session only lets them give it (second-factor.service.ts). Failures answer the spec's codes
   * with 401. The attempt is counted before the password is checked, so simultaneous guesses
   * cannot pass the limit; a right password takes its count back. A browser that has logged in to
   * the account before (`deviceToken`, its device cookie) counts against its own limit only.
   */
  async login(reply: FastifyReply, loginId: string, password: string, ip: string, deviceToken?: string): Promise<LoginResponse> {
    const { db, clock, limiter, devices } = this.deps;
    const now = clock();
    // A person's login id is their e-mail address, stored in lower case: 'Kari@Example.no' works.
    const username = loginId.includes('@') ? normaliseAccessEmail(loginId) : loginId;
    const user = await repo.findUserByUsername(db, username);
    const device = user ? await devices.knownDevice(deviceToken, user.id) : null;
    const attempt = await this.countAttempt('login', username, ip, now, device);

    if (user?.password_hash) {
      if (await verifyPassword(user.password_hash, password)) {
        if (user.is_person) return this.personLogin(reply, user, attempt, deviceToken);
        await limiter.refund(attempt);
        if (user.is_superuser) {
          await this.deps.sessions.start(reply, user.id, now, { secondFactorPending: true });
          await devices.remember(reply, deviceToken, user.id, now);
          const enrolled = await this.deps.secondFactor.isEnrolled(user.id);
          return { username: user.username, need_to_confirm: false, second_factor: enrolled ? 'verify' : 'enrol' };
        }
        await this.deps.sessions.start(reply, user.id, now);
        // After the session's cookie, which stays the answer's first.
        await devices.remember(reply, deviceToken, user.id, now);
        return { username: user.username, need_to_confirm: user.must_confirm_information };
      }
      throw new HttpError(401, 'UNAUTHORIZED', MSG.wrongLogin(this.company.loginIdLabel));
    }

    // Known from the old system (or made from it but no password set yet): mail a set-password link.
    const old = user ? undefined : await repo.findOldSystemSupplier(db, username);
    if (user || old) {
      const email = user ? await this.emailOf(user) : (old?.email ?? '');
      if (!email) {
        throw new HttpError(401, 'USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM', 'Brukeren mangler e-postadresse');
      }
      const portalUser = user ?? (await repo.createUserFromOldSystem(db, old!));
      await this.sendPasswordLink(portalUser, email, 'welcome');
      throw new HttpError(401, 'USER_IN_OLD_NOT_NEW_SYSTEM', 'E-post sendt');
    }

    await verifyDummy(password);
    throw new HttpError(401, 'USER_NOT_FOUND', 'Bruker ikke funnet');
  }

  /**
   * A person gave the right password. With no live access left their login no longer works: the
   * answer is a wrong login's, and the attempt still counts. With one farm the session acts for it
   * at once; with several, the person chooses (POST /api/me/acting-for) after the second factor,
   * which anyone acting for more than one farm must give, as staff do.
   */
  private async personLogin(reply: FastifyReply, user: AppUserRow, attempt: Attempt, deviceToken?: string): Promise<LoginResponse> {
    const { db, clock, limiter, devices, sessions, secondFactor } = this.deps;
    const now = clock();
    const farms = await listLiveFarms(db, user.id, osloDate(now));
    if (farms.length === 0) throw new HttpError(401, 'UNAUTHORIZED', MSG.wrongLogin(this.company.loginIdLabel));
    await limiter.refund(attempt);
    if (farms.length > 1) {
      await sessions.start(reply, user.id, now, { secondFactorPending: true });
      await devices.remember(reply, deviceToken, user.id, now);
      return { username: user.username, need_to_confirm: false, second_factor: (await secondFactor.isEnrolled(user.id)) ? 'verify' : 'enrol' };
    }
    await sessions.start(reply, user.id, now, { actingFor: farms[0]!.supplier_no });
    await devices.remember(reply, deviceToken, user.id, now);
    return { username: user.username, need_to_confirm: false };
  }

  /**
   * Sends a reset link if the account exists and has an address. Answers the same either way,
   * and the mail goes out after the response so timing tells nothing either.
   */
  async forgotPassword(loginId: string, ip: string): Promise<void> {
    const { db, clock } = this.deps;
    // A person's login id is their e-mail address, in any case, as at login: one account, one limit.
    const username = loginId.includes('@') ? normaliseAccessEmail(loginId) : loginId;
    await this.countAttempt('forgot', username, ip, clock());

    this.deps.background(
      (async () => {
        let user = await repo.findUserByUsername(db, username);
        if (!user) {
          const old = await repo.findOldSystemSupplier(db, username);
          if (!old?.email) return;
          user = await repo.createUserFromOldSystem(db, old);
        }
        const email = await this.emailOf(user);
        if (email) await this.sendPasswordLink(user, email, 'reset');
      })(),
    );
  }

  /**
   * A superuser asks for a reset link for `username`; it goes to the superuser's own address. Never
   * for another superuser (whoever holds the link sets the password: staff could take over each
   * other's accounts), and every link made is audited: who, for whom, when.
   */
  async forgotPasswordForUser(superuser: SessionUser, username: string): Promise<void> {
    const { db, clock } = this.deps;
    const user = await repo.findUserByUsername(db, username);
    if (!user) throw new HttpError(404, 'USER_NOT_FOUND', 'Bruker ikke funnet');
    if (user.is_superuser) {
      throw new HttpError(403, 'FORBIDDEN', `${user.username} er en ansatt. Lenke for nytt passord lages bare for leverandører; ansatte bruker «Glemt passord?» på innloggingen.`);
    }
    if (!superuser.email) throw new HttpError(422, 'INVALID_INPUT', 'Du har ingen e-postadresse registrert');
    await repo.insertResetLinkAudit(db, { at: clock(), superuser_id: superuser.id, user_id: user.id });
    await this.sendPasswordLink(user, superuser.email, 'superuser');
  }

  /** Sets a new password from a reset link (single use, 60 minutes) and ends all sessions. */
  async setNewPassword(newPassword: string, token: string): Promise<void> {
    if (!isStrongPassword(newPassword)) throw invalidInput({ new_password: MSG.passwordRequirementsNotMet });
    const { db, clock } = this.deps;
    const consumed = await repo.consumeResetToken(db, hashToken(token), clock());
    if (!consumed) {
      throw new HttpError(422, 'INVALID_TOKEN', 'Lenken er ikke lenger gyldig', { t: 'Lenken er ikke lenger gyldig' });
    }
    await repo.setPasswordHash(db, consumed.user_id, await hashPassword(newPassword));
    // Any other link of the user (an older mail, one staff had made) dies with this one.
    await repo.expireUnusedResetTokens(db, consumed.user_id, clock());
    await this.deps.sessions.endAllOfUser(consumed.user_id);
  }

  /**
   * Changes the logged-in user's own password. Every session of the user ends, and this one gets a
   * new id, so a stolen old cookie stops working.
   */
  async changePassword(reply: FastifyReply, user: SessionUser, password: string, newPassword: string, ip: string, deviceToken?: string, actingFor: string | null = null): Promise<void> {
    const { db, clock, limiter } = this.deps;
    const now = clock();
    // Guessing the current password here counts against the same limit as logging in (the
    // browser's own, when it is a known device of the user).
    const device = await this.deps.devices.knownDevice(deviceToken, user.id);
    const attempt = await this.countAttempt('login', user.username, ip, now, device);
    // The hash from the database, read here: the session's user does not carry it.
    const passwordHash = await repo.findPasswordHash(db, user.id);
    if (!passwordHash || !(await verifyPassword(passwordHash, password))) {
      throw new HttpError(401, 'UNAUTHORIZED', 'Feil passord');
    }
    await limiter.refund(attempt);
    if (!isStrongPassword(newPassword)) throw invalidInput({ new_password: MSG.passwordRequirementsNotMet });
    await repo.setPasswordHash(db, user.id, await hashPassword(newPassword));
    // Reset links mailed before the change no longer set a password.
    await repo.expireUnusedResetTokens(db, user.id, now);
    await this.deps.sessions.endAllOfUser(user.id);
    // A person's new session acts for the farm the old one did (their own password is theirs to change).
    await this.deps.sessions.start(reply, user.id, now, { actingFor });
  }

  /**
   * Counts an attempt at `action` for the account and the address (an IPv6 address by its /64),
   * and refuses it with 429 when either has used up its window; returns the attempt, to take back
   * if it succeeds. An attempt from a known device of the account (`device`, from
   * LoginDeviceService.knownDevice) counts against that device alone, with the account's limit:
   * others' failures cannot lock the owner's browser out, and its own failures lock out only it.
   */
  async countAttempt(action: 'login' | 'forgot' | 'second_factor', username: string, ip: string, now: Date, device: string | null = null): Promise<Attempt> {
    const { config, limiter } = this.deps;
    const forgot = action === 'forgot';
    const account = { key: `${action}:account:${username}`, max: forgot ? config.forgotLimitPerAccount : config.loginLimitPerAccount };
    const address = { key: `${action}:ip:${addressKey(ip)}`, max: forgot ? config.forgotLimitPerIp : config.loginLimitPerIp };
    const limits = device ? [{ key: `${action}:device:${device}`, max: config.loginLimitPerAccount }] : [account, address];
    const { allowed, attempt } = await limiter.attempt(limits, now);
    if (!allowed) throw tooManyRequests(limiter.retryAfterSeconds(now));
    return attempt;
  }

  /**
   * Runs `check` (a second-factor code) as a counted attempt under the login limits: a wrong code
   * uses up the window as a wrong password does, a right one is taken back.
   */
  async countedSecondFactor<T>(username: string, ip: string, check: () => Promise<T>): Promise<T> {
    const attempt = await this.countAttempt('second_factor', username, ip, this.deps.clock());
    const result = await check();
    await this.deps.limiter.refund(attempt);
    return result;
  }

  private async emailOf(user: AppUserRow): Promise<string> {
    if (user.supplier_no) return repo.findSupplierEmail(this.deps.db, user.supplier_no);
    return user.email;
  }

  private async sendPasswordLink(user: AppUserRow, to: string, kind: 'welcome' | 'reset' | 'superuser'): Promise<void> {
    const { db, config, clock } = this.deps;
    const now = clock();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
    const row = { token_hash: hashToken(token), user_id: user.id, created_at: now, expires_at: expiresAt };
    if (kind === 'welcome') {
      // Every login without a password asks for this mail: one while its link is valid is enough,
      // or anyone who knows the number could fill the farmer's inbox.
      if (!(await repo.insertWelcomeTokenOnce(db, row))) return;
    } else {
      await repo.insertResetToken(db, { ...row, purpose: kind });
    }
    // Links come from PUBLIC_URL, never from the request's Host header.
    const link = new URL(`reset-password?t=${encodeURIComponent(token)}`, config.publicUrl).href;
    const name = this.company.name;
    const texts = {
      welcome: {
        subject: `Velkommen til ${name} – sett passord`,
        // Staff accounts come from `npm run admin -- staff add` (staff-accounts.service.ts).
        intro: user.is_superuser
          ? `Du er registrert som ansatt med superbrukertilgang i ${name}, men har ikke passord ennå.\nBruk lenken under for å sette passord. Deretter logger du inn med ${this.company.loginIdLabel.toLowerCase()} ${user.username} og setter opp kode fra autentiseringsapp.`
          : `Du er registrert som leverandør hos oss, men har ikke passord til ${name} ennå.\nBruk lenken under for å sette passord. Deretter logger du inn med ${this.company.loginIdLabel.toLowerCase()} ${user.username}.`,
      },
      reset: {
        subject: `${name}: nytt passord`,
        // A person's login is their e-mail address; a farm's and staff's the company's login id.
        intro: `Vi har fått en forespørsel om nytt passord for ${user.is_person ? 'e-postadressen' : this.company.loginIdLabel.toLowerCase()} ${user.username}.\nBruk lenken under for å sette nytt passord. Har du ikke bedt om dette, kan du se bort fra e-posten.`,
      },
      superuser: {
        subject: `${name}: lenke for nytt passord til ${user.username}`,
        // A person with access logs in with their e-mail address: named by name and address, never
        // as a farm's login id.
        intro: `Du ba om en lenke for nytt passord til ${
          user.is_person
            ? `${user.display_name.trim() ? `${user.display_name.trim()}, som logger inn med ` : ''}e-postadressen ${user.username}`
            : `${this.company.loginIdLabel.toLowerCase()} ${user.username}`
        }.\nGi lenken videre til brukeren.`,
      },
    }[kind];
    await this.deps.mailer.send({
      to,
      // Should the SMTP server be away, the mail is tried again, but not once its link has expired.
      sendBefore: expiresAt,
      subject: texts.subject,
      text: `${texts.intro}\n\n${link}\n\nLenken kan brukes én gang og gjelder i ${RESET_LINK_VALID_MINUTES} minutter.\n\nHilsen ${name}\n${this.company.support.email} · ${this.company.support.phone}\n`,
    });
  }
}
