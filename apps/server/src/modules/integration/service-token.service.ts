import { type Clock, INTEGRATION_SCOPES, type IntegrationScope } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import * as repo from './service-token.repository.js';

/** The token's text: a prefix that says what it is (secret scanners find it), then 256 random bits. */
export const SERVICE_TOKEN_PREFIX = 'swt_';

/** Names are what the logs and `tokens list` show: short, plain. */
export const TOKEN_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

export interface ServiceTokenInfo {
  name: string;
  scopes: IntegrationScope[];
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

/** A token that authenticated a request. */
export interface ServiceTokenUse {
  id: number;
  name: string;
  scopes: IntegrationScope[];
}

export class ServiceTokenError extends Error {}

function parseScopes(text: string): IntegrationScope[] {
  return text.split(' ').filter((s): s is IntegrationScope => (INTEGRATION_SCOPES as readonly string[]).includes(s));
}

/**
 * Service tokens of the cooperative's systems: random, stored as their SHA-256 (a database leak
 * gives no usable token), named, scoped, revocable. Made and revoked with the admin CLI.
 */
export class ServiceTokenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Makes a token and answers its text: shown once, never stored. */
  async create(name: string, scopes: string[]): Promise<string> {
    if (!TOKEN_NAME_PATTERN.test(name)) throw new ServiceTokenError(`The name must be 1–40 of a-z, 0-9, '.', '_' and '-', starting with a letter or digit; got "${name}"`);
    const unknown = scopes.filter((s) => !(INTEGRATION_SCOPES as readonly string[]).includes(s));
    if (scopes.length === 0 || unknown.length > 0) {
      throw new ServiceTokenError(`${unknown.length > 0 ? `Unknown scope ${unknown.join(', ')}` : 'No scope given'}; scopes: ${INTEGRATION_SCOPES.join(', ')}`);
    }
    const token = `${SERVICE_TOKEN_PREFIX}${newToken()}`;
    const inserted = await repo.insertToken(this.db, { name, tokenHash: hashToken(token), scopes: [...new Set(scopes)].join(' '), at: this.clock() });
    if (!inserted) throw new ServiceTokenError(`A token named "${name}" exists already (revoked ones keep their name)`);
    return token;
  }

  async list(): Promise<ServiceTokenInfo[]> {
    const rows = await repo.listTokens(this.db);
    return rows.map((r) => ({ name: r.name, scopes: parseScopes(r.scopes), createdAt: r.created_at, revokedAt: r.revoked_at, lastUsedAt: r.last_used_at }));
  }

  async revoke(name: string): Promise<void> {
    if (!(await repo.revokeToken(this.db, name, this.clock()))) throw new ServiceTokenError(`No token named "${name}" that is not revoked already`);
  }

  /** The token behind a bearer value, or null for an unknown or revoked one. */
  async authenticate(bearer: string): Promise<ServiceTokenUse | null> {
    if (!bearer.startsWith(SERVICE_TOKEN_PREFIX) || bearer.length > 100) return null;
    const row = await repo.findByHash(this.db, hashToken(bearer));
    if (!row || row.revoked_at) return null;
    await repo.touchToken(this.db, row.id, this.clock());
    return { id: row.id, name: row.name, scopes: parseScopes(row.scopes) };
  }
}
