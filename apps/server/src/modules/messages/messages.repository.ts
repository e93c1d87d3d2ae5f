import type { Db } from '../../db/database.js';

/** Messages published by `now` for every variant or for `companyId`, newest first. */
export function listPublished(db: Db, companyId: string, now: Date) {
  return db
    .selectFrom('message')
    .select(['id', 'title', 'body', 'published_at'])
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One message the user could see: published by `now`, for every variant or for `companyId`. */
export function findPublished(db: Db, companyId: string, now: Date, id: number) {
  return db
    .selectFrom('message')
    .select('id')
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .executeTakeFirst();
}
