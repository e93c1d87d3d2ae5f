/**
 * The farms each spec file logs in as, in one place.
 *
 * A spec that changes data (sends or deletes enrolments, opens lists that mark things read, edits
 * the profile, changes a password, fails a login) or counts on data being as seeded (badges,
 * unread counts, lists, the enrolment draft) has its own copies of the demo farms: the e2e server
 * copies a demo farm's whole data set under the spec's supplier number before it starts
 * (start-server.mjs runs the seed CLI with `--copy-farm <copy>=<demo>`). So no spec sees what
 * another did, and any spec file runs alone or in any order.
 *
 * A farm given by its demo number (`DEMO.x`) is the demo account itself, shared by specs that only
 * look at it (they log in and read; nothing they do shows on another screen).
 *
 * Copies are numbered 11 + the spec's two-digit number + the demo account's last digit
 * (documents is spec 03, so its copy of 10003 is 11033): unique, and a number in a log says
 * which spec and which demo farm it belongs to.
 */

/** The demo accounts (README), by the farmer's first name. */
export const DEMO = {
  /** 10001 Ola Nordmann: pigs, sheep and cattle; settlements, documents, a herd, five enrolments and a draft. */
  ola: '10001',
  /** 10002 Kari Bakken: must confirm the profile at login. */
  kari: '10002',
  /** 10003 Per Haugen: sheep only, KSL not approved. */
  per: '10003',
  /** 10004 Nils Lien: known only from the old system, with e-mail. */
  nils: '10004',
  /** 10005 Berit Dahl: known only from the old system, without e-mail. */
  berit: '10005',
  /** 90001 Kundeservice: the superuser (staff, no farm; nothing to copy). */
  staff: '90001',
  /** 90002 Fagleder: a superuser whose second factor is not set up yet (the first login sets it up). */
  newStaff: '90002',
} as const;

type Account = keyof typeof DEMO;
type SpecFarms = Partial<Record<Account, string>>;

export const farms = {
  // Reads only: the tile and the shop token (nothing is stored).
  branding: { ola: DEMO.ola },
  // Reads only: the herd; 10003 has none.
  cattle: { ola: DEMO.ola, per: DEMO.per },
  // Opens the lists behind the badges; 10003 and the superuser only look at the dashboard.
  dashboard: { ola: '11021', per: DEMO.per, staff: DEMO.staff },
  // Opening the documents marks them read.
  documents: { ola: '11031', per: '11033' },
  // Visits every screen (marking lists read); the draft offer must still be there.
  layout: { ola: '11041' },
  // Fails logins, confirms a profile, turns an old-system supplier into a user.
  login: { kari: '11052', per: '11053', nils: '11054', berit: '11055' },
  // Marks messages read.
  messages: { ola: '11061' },
  // Changes a password (and fails to).
  password: { ola: '11071', per: '11073' },
  // Edits the profile.
  profile: { ola: '11081' },
  // Deletes an enrolment and requests deletion of another.
  registeredEnrolments: { ola: '11091' },
  // Continues the draft, sends and deletes enrolments.
  sendingEnrolments: { ola: '11101' },
  // Opens the settlements (marking them read); 10003's copy must not have read them.
  settlements: { ola: '11111', per: '11113' },
  // Reads only: the figures of 10001 and of 10003 (sheep only).
  statistics: { ola: DEMO.ola, per: DEMO.per },
  // Impersonates 10001 and looks; 10003 only looks; sends a reset link for its own 10002.
  superuser: { ola: DEMO.ola, kari: '11122', per: DEMO.per, staff: DEMO.staff },
  // Sets up the second factor of the superuser who has none yet (once per e2e server).
  secondFactor: { staff: DEMO.staff, newStaff: DEMO.newStaff },
  // Sends slaughter enrolments with health remarks and confirms medication notices (spec 15).
  enrolmentHealth: { ola: '11151' },
  // Sends slaughter enrolments with return meat and skin (spec 16).
  enrolmentReturns: { ola: '11161' },
  // Sees the prognosis survey after login and sends it (spec 17).
  prognosis: { ola: '11171' },
  // Sends an enrolment whose answer is lost on the way, and sends it again (spec 18).
  weakLine: { ola: '11181' },
  // Opens messages with the cooperative's HTML (marking them read) and sees the prognosis survey (spec 19).
  cooperativeHtml: { ola: '11191' },
  // Reads screens offline and sends an enrolment without a network (spec 20); 10003 only logs in
  // after it on the same device, and looks at the dashboard.
  offline: { ola: '11201', per: DEMO.per },
  // Both farmers invite the same person, who acts for each in turn; one ends the access (spec 21).
  access: { ola: '11211', per: '11213' },
  // Asks about a carcass, answered by the cooperative (spec 22).
  cases: { ola: '11221' },
  // Opens the settlement detail (marking it read) for the price explanations (spec 23).
  prices: { ola: '11231' },
  // Logs in through the login page's own HTML form, without JavaScript, and fails once (spec 24).
  loginWithoutScript: { ola: '11241' },
  // Turns a mail off through its unsubscribe link (spec 25).
  unsubscribe: { ola: '11251' },
} as const satisfies Record<string, SpecFarms>;

/** The copies the e2e server makes, as the seed CLI's `--copy-farm` values: '11021=10001', … */
export function farmCopies(): string[] {
  const copies: string[] = [];
  for (const specFarms of Object.values(farms) as SpecFarms[]) {
    for (const [account, supplierNo] of Object.entries(specFarms) as [Account, string][]) {
      if (supplierNo !== DEMO[account]) copies.push(`${supplierNo}=${DEMO[account]}`);
    }
  }
  return copies;
}
