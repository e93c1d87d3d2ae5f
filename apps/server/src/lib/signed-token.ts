import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact JWTs signed with HMAC-SHA256 (RFC 7519, alg HS256): what a punch-out shop can verify
 * with any JWT library and the shared secret. Only what the portal needs: sign, and verify
 * (signature, algorithm and expiry) for tests and for anyone checking a token by hand.
 */

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface JwtClaims {
  /** Expiry, seconds since the epoch. */
  exp: number;
  [claim: string]: unknown;
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signingInput = `${HEADER}.${payload}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

/** The claims of a token signed with `secret` that has not expired at `now`; otherwise null. */
export function verifyJwt(token: string, secret: string, now: Date): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (head.alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtClaims>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
    return claims as JwtClaims;
  } catch {
    return null;
  }
}
