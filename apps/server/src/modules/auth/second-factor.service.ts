import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { type Clock, RECOVERY_CODE_COUNT, type SecondFactorSetup } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { SessionUser } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import { hashToken } from '../../lib/tokens.js';
import * as repo from './second-factor.repository.js';

/** A code of the previous or the next 30 seconds is accepted too: phone clocks drift. */
const CLOCK_DRIFT_SECONDS = 30;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 80 random bits as 16 base32 letters and digits: 'abcd-efgh-ijkl-mnop' when shown. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 15; i >= 0; i--) code += BASE32[Number((bits >> BigInt(i * 5)) & 31n)];
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

/** A recovery code as stored: its SHA-256 (80 random bits need no slow hash), without dashes. */
const recoveryHash = (code: string) => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));

export const invalidCode = (field: 'code' | 'recovery_code') =>
  new HttpError(422, 'INVALID_CODE', 'Feil kode', { [field]: field === 'code' ? 'Feil kode. Prøv koden som vises nå.' : 'Ugyldig gjenopprettingskode' });

/**
 * Staff's second factor: a TOTP secret (RFC 6238) set up at the first login, and recovery codes.
 * Times are the real clock's (`wallClock`), never the demo's NOW: the authenticator app on a
 * phone runs on real time.
 */
export class SecondFactorService {
  constructor(private readonly deps: { db: Db; wallClock: Clock; issuer: string }) {}

  async isEnrolled(userId: number): Promise<boolean> {
    const row = await repo.findSecondFactor(this.deps.db, userId);
    return row?.confirmed_at != null;
  }

  /** The secret to set up (the same one until it is confirmed). Refused once a factor is set up. */
  async setup(user: SessionUser): Promise<SecondFactorSetup> {
    if (await this.isEnrolled(user.id)) throw new HttpError(403, 'FORBIDDEN', 'Tofaktorinnlogging er allerede satt opp');
    const secret = await repo.insertUnconfirmedSecret(this.deps.db, user.id, generateSecret());
    return { secret, otpauth_url: generateURI({ issuer: this.deps.issuer, label: user.username, secret }) };
  }

  /** Confirms the secret with a first code and returns the new recovery codes (shown once). */
  async enrol(user: SessionUser, code: string): Promise<string[]> {
    const row = await repo.findSecondFactor(this.deps.db, user.id);
    if (!row || row.confirmed_at) throw new HttpError(403, 'FORBIDDEN', 'Tofaktorinnlogging er allerede satt opp');
    const step = await this.matchingStep(row.secret, code, row.last_time_step);
    if (step === null || !(await repo.useTimeStep(this.deps.db, user.id, step, this.deps.wallClock()))) throw invalidCode('code');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repo.replaceRecoveryCodes(this.deps.db, user.id, codes.map(recoveryHash));
    return codes;
  }

  /** A code from the app (each accepted once) or an unused recovery code; 422 INVALID_CODE otherwise. */
  async verify(user: SessionUser, input: { code: string } | { recovery_code: string }): Promise<void> {
    const row = await repo.findSecondFactor(this.deps.db, user.id);
    if (!row?.confirmed_at) throw new HttpError(403, 'FORBIDDEN', 'Tofaktorinnlogging er ikke satt opp');
    if ('recovery_code' in input) {
      if (!(await repo.useRecoveryCode(this.deps.db, user.id, recoveryHash(input.recovery_code), this.deps.wallClock()))) throw invalidCode('recovery_code');
      return;
    }
    const step = await this.matchingStep(row.secret, input.code, row.last_time_step);
    if (step === null || !(await repo.useTimeStep(this.deps.db, user.id, step))) throw invalidCode('code');
  }

  /** The time step whose code `code` is, within the drift allowed and after the last one used; null if none. */
  private async matchingStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.deps.wallClock().getTime() / 1000),
      epochTolerance: CLOCK_DRIFT_SECONDS,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    });
    // A TOTP result carries its time step (the union type also covers HOTP's).
    return result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null;
  }
}
