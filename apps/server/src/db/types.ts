import type { Selectable } from 'kysely';
import type { AppUser, DB, GridDeductionRollup, IntegrationEvent, PasswordResetToken, Settlement, SlaughterAnimal, StatisticsRollup, Supplier } from './schema.js';

/**
 * Types made from the generated table types (schema.ts): picked, omitted or narrowed, never
 * declared again, so a migration that changes a column changes them too.
 */

/** Every table of the database, as Kysely knows it. */
export type Database = DB;

/** A user account as read (app_user). */
export type AppUserRow = Selectable<AppUser>;

/**
 * What a request knows of its logged-in user (the session's row): the account without its
 * password hash, which only the password routes read, from the database, when they need it.
 */
export type SessionUser = Omit<AppUserRow, 'password_hash' | 'created_at'>;

/** A farm as read (supplier). */
export type SupplierRow = Selectable<Supplier>;

/** What a password link was made for: 'welcome' (the set-password mail at a login without a password), 'reset' (Glemt passord?), 'superuser' (made by staff, mailed to them). */
export type ResetLinkPurpose = NonNullable<Selectable<PasswordResetToken>['purpose']>;

/** A settled animal's row as read (slaughter_animal). */
export type SlaughterAnimalRow = Selectable<SlaughterAnimal>;

/** What the meat inspection condemned of a carcass: part of it (delkassert) or all of it (totalkassert). */
export type Discard = NonNullable<Selectable<SlaughterAnimal>['discard']>;

/**
 * A settled animal: the columns of slaughter_animal that describe the animal (weights in grams,
 * money in øre, meat percent in tenths). The demo generator writes it; the repository reads it;
 * the settlement screen, Excel and PDF are made from it. The discard is the statistics' alone
 * (statistics-rollup.ts).
 */
export type SettledAnimal = Omit<Selectable<SlaughterAnimal>, 'id' | 'settlement_id' | 'supplier_no' | 'position' | 'discard'>;

/** A settlement to write (settlement-writer.ts), without its id; arrived_at and import_hash are absent for demo data. */
export type SettlementColumns = Pick<Selectable<Settlement>, 'supplier_no' | 'kind' | 'settlement_date' | 'settlement_no' | 'amount_ore' | 'has_document' | 'comment'> &
  Partial<Pick<Selectable<Settlement>, 'arrived_at' | 'import_hash'>>;

/**
 * The sums a statistics average is derived from (the rollups' columns, statistics-rollup.ts), summed
 * over some rows; last_date, the newest settlement date taken in, is null over no rows.
 */
export type StatisticsSums = Omit<Selectable<StatisticsRollup>, 'supplier_no' | 'year' | 'animal_kind' | 'subkind' | 'last_date'> & { last_date: string | null };

/** An event of an export stream as the export reads it (export.repository.ts); the stream is the one asked for. */
export type IntegrationEventRow = Omit<Selectable<IntegrationEvent>, 'stream'>;

/** What the deductions of a posted settlement's animals of a kind cost, by reason, as kept (grid-rollup.ts). */
export type GridDeductionRollupRow = Selectable<GridDeductionRollup>;
