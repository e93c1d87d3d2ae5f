import { randomBytes } from 'node:crypto';
import { BRANDING_TOKEN_TTL_SECONDS, type BrandingResponse, type Clock, type Company } from '@slakteweb/core';
import { type JWTPayload, SignJWT } from 'jose';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import type { FarmActor } from '../auth/actor.js';
import * as repo from './branding.repository.js';

/** What the punch-out shop learns about the farmer from the token (a JWT, HS256). */
export interface BrandingTokenClaims extends JWTPayload {
  /** The issuing cooperative (company id), so a shop serving several can tell them apart. */
  iss: string;
  /** The supplier number, also as `supplier_no`. */
  sub: string;
  supplier_no: string;
  fullname: string;
  email: string;
  /** Issued at and expiry, seconds since the epoch; valid for BRANDING_TOKEN_TTL_SECONDS. */
  iat: number;
  exp: number;
  /** Random per token, so the shop can refuse a token used twice. */
  jti: string;
}

export interface BrandingOptions {
  company: Company;
  shopUrl: string;
  secret: string;
  clock: Clock;
}

/**
 * Profiling clothes (spec/portal.md §2, §3 Branding response): the shop's address and a short-lived
 * signed token for the punch-out, only where the company's branding_clothes flag is on.
 */
export class BrandingService {
  constructor(
    private readonly db: Db,
    private readonly options: BrandingOptions,
  ) {}

  async punchOut(farm: FarmActor): Promise<BrandingResponse> {
    if (!this.options.company.flags.branding_clothes) throw forbidden();
    const supplier = await repo.findSupplier(this.db, farm.supplierNo);
    if (!supplier) throw notFound();
    const now = Math.floor(this.options.clock().getTime() / 1000);
    const claims: BrandingTokenClaims = {
      iss: this.options.company.id,
      sub: supplier.supplier_no,
      supplier_no: supplier.supplier_no,
      fullname: supplier.fullname,
      // While impersonating, mail from the shop goes to the superuser, never to the farmer (DESIGN.md §4).
      email: farm.impersonatedBy ? farm.impersonatedBy.email : supplier.email_user,
      iat: now,
      exp: now + BRANDING_TOKEN_TTL_SECONDS,
      jti: randomBytes(12).toString('base64url'),
    };
    // A standard JWT any library verifies with the shared secret; the claims carry their own iat and exp.
    const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(this.options.secret));
    return { url: this.options.shopUrl, token };
  }
}
