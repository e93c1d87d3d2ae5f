import type { Db } from '../../db/database.js';

export function insertToken(db: Db, token: { name: string; tokenHash: string; scopes: string; at: Date }) {
  return db
    .insertInto('service_token')
    .values({ name: token.name, token_hash: token.tokenHash, scopes: token.scopes, created_at: token.at })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export function findByHash(db: Db, tokenHash: string) {
  return db.selectFrom('service_token').select(['id', 'name', 'scopes', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function listTokens(db: Db) {
  return db.selectFrom('service_token').select(['name', 'scopes', 'created_at', 'revoked_at', 'last_used_at']).orderBy('name').execute();
}

/** Revokes the named token; answers whether a token not yet revoked was found. */
export async function revokeToken(db: Db, name: string, at: Date): Promise<boolean> {
  const result = await db.updateTable('service_token').set({ revoked_at: at }).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function touchToken(db: Db, id: number, at: Date) {
  return db.updateTable('service_token').set({ last_used_at: at }).where('id', '=', id).execute();
}
