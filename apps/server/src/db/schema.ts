import type { ColumnType, Generated, Selectable } from 'kysely';

/** bigint columns come back from the drivers as strings; we write numbers. */
type BigIntColumn = ColumnType<string | number, number | string | undefined, number | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface SupplierTable {
  supplier_no: string;
  fullname: string;
  company_no: Defaulted<string>;
  provider_no: Defaulted<string>;
  animal_keeping_id: Defaulted<string>;
  ksl_status: Defaulted<number>;
  brsv_status: Defaulted<number>;
  health_pig_approved: Defaulted<boolean>;
  has_pigs: Defaulted<boolean>;
  has_sheep: Defaulted<boolean>;
  has_cattle: Defaulted<boolean>;
  has_pigs_restriction: Defaulted<boolean>;
  has_sheep_restriction: Defaulted<boolean>;
  has_cattle_restriction: Defaulted<boolean>;
  email_user: Defaulted<string>;
  email_accounting: Defaulted<string>;
  mobile: Defaulted<string>;
  street_address: Defaulted<string>;
  post_no: Defaulted<string>;
  city: Defaulted<string>;
  recieve_accounting: Defaulted<boolean>;
  recieve_newsletter: Defaulted<boolean>;
  recieve_registered_slaughter: Defaulted<boolean>;
  balance_this_year_ore: BigIntColumn;
  debit_amount_total_ore: BigIntColumn;
}

export interface OldSystemSupplierTable {
  supplier_no: string;
  fullname: string;
  email: string | null;
  mobile: string | null;
}

export interface AppUserTable {
  id: Generated<number>;
  username: string;
  password_hash: string | null;
  supplier_no: string | null;
  is_superuser: Defaulted<boolean>;
  display_name: Defaulted<string>;
  email: Defaulted<string>;
  must_confirm_information: Defaulted<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SessionTable {
  id_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetTokenTable {
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ImpersonationAuditTable {
  id: Generated<string>;
  at: Timestamp;
  superuser_id: number;
  supplier_no: string;
  method: string;
  path: string;
}

export interface RateLimitHitTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface HelpTextTable {
  name: string;
  html: string;
}

export interface Database {
  supplier: SupplierTable;
  old_system_supplier: OldSystemSupplierTable;
  app_user: AppUserTable;
  session: SessionTable;
  password_reset_token: PasswordResetTokenTable;
  impersonation_audit: ImpersonationAuditTable;
  rate_limit_hit: RateLimitHitTable;
  help_text: HelpTextTable;
}

export type AppUser = Selectable<AppUserTable>;
export type Supplier = Selectable<SupplierTable>;
