import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * What a password link was made for: 'welcome' (the set-password mail at the first login),
 * 'reset' (Glemt passord?) or 'superuser' (made by staff, mailed to them). A login without a
 * password mails a welcome link only while no link mailed to the account's own address is valid;
 * links from before this migration have none and count as mailed to the account.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_reset_token').addColumn('purpose', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('password_reset_token').dropColumn('purpose').execute();
}
