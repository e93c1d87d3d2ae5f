/**
 * The people around a farm (DESIGN.md §10): the roles a farmer can give a person, and the
 * permissions the server checks. What each role may do is one table, in access/permissions.ts.
 */

/** The roles a farmer can give a person, as the API and the database spell them. */
export const ACCESS_ROLES = ['accountant', 'vet', 'advisor', 'enrolment', 'family'] as const;
export type AccessRole = (typeof ACCESS_ROLES)[number];

/** The roles' names on screen and in the mails. */
export const ACCESS_ROLE_NAMES: Record<AccessRole, string> = {
  accountant: 'Regnskapsfører',
  vet: 'Veterinær',
  advisor: 'Rådgiver',
  enrolment: 'Innmelder',
  family: 'Familie/medeier',
};

/**
 * What the server checks on every farm route (requirePermission). The farm's own login, and staff
 * acting for the farm, hold them all; a person holds those of their role.
 */
export const FARM_PERMISSIONS = [
  /** The balance ('Min konto'). */
  'balance.read',
  /** Posted and temporary settlements, their detail and photos. */
  'settlements.read',
  /** Prices and amounts in the settlements (a vet reads settlements without them). */
  'settlements.prices',
  /** Documents and the archive. */
  'documents.read',
  /** Excel and PDF files of settlements and periods. */
  'exports.download',
  /** The statistics screen. */
  'statistics.read',
  /** Diseases and discards of the slaughtered animals. */
  'health.read',
  /** 'Mine storfe'. */
  'cattle.read',
  /** Submitted enrolments, with the health remarks declared in them. */
  'enrolments.read',
  /** Register enrolments, keep drafts, delete or ask to delete enrolments. */
  'enrolments.write',
  /** The answers to the cooperative's prognosis survey. */
  'prognosis.read',
  /** Answer the prognosis survey. */
  'prognosis.write',
  /** Questions about a carcass ('Spør om dette dyret'): asking, and reading the answers. */
  'cases',
  /** The cooperative's messages to the farm. */
  'messages.read',
  /** The farm's profile as the farmer sees it (name, address, contact data). */
  'profile.read',
  /** Change the profile's contact data and receive settings: the farmer's own. */
  'profile.write',
  /** The access list, the invitations and the log of what others did: the farmer's own. */
  'access.manage',
] as const;
export type FarmPermission = (typeof FARM_PERMISSIONS)[number];

/** The longest e-mail address a person may have (in a module the login form can import alone). */
export { ACCESS_EMAIL_MAX_CHARS } from './email-address.js';
/** How long an invitation's link works. */
export const ACCESS_INVITATION_VALID_DAYS = 7;
/** Invitations a farm may send per day, and an address may receive per day. */
export const ACCESS_INVITATIONS_PER_FARM_PER_DAY = 20;
export const ACCESS_INVITATIONS_PER_ADDRESS_PER_DAY = 3;
/** How far ahead 'Gjelder til' may be set. */
export const ACCESS_UNTIL_MAX_YEARS = 10;
/** How long the log of what others did is kept, at least. */
export const ACCESS_LOG_KEEP_YEARS = 3;
/** Log lines per page, and at most. */
export const ACCESS_LOG_PAGE_DEFAULT = 50;
export const ACCESS_LOG_PAGE_MAX = 200;
