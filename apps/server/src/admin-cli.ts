import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { type Clock, type ImportResponse, INTEGRATION_SCOPES, offsetClock, osloIso, systemClock } from '@slakteweb/core';
import { type Config, ConfigError, loadConfig } from './config.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { type Db, migrateToLatest, openPglite, openPostgres } from './db/database.js';
import { createIntegrationServices, type IntegrationOptions } from './modules/integration/integration.services.js';
import type { IntegrationServices } from './modules/integration/integration.routes.js';
import { ServiceTokenError } from './modules/integration/service-token.service.js';
import { addStaff, listStaff, removeStaff, resetStaffSecondFactor, StaffAccountError } from './modules/auth/staff-accounts.service.js';
import { startupTimeouts } from './db/startup-database.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './db/embedded-backup.js';

/**
 * `npm run admin -- <command>`: the cooperative's administration from a terminal, on the database
 * of DATA_DIR (or DATABASE_URL), with the same service code as the API.
 */
const USAGE = `Usage: npm run admin -- <command>
  tokens create --name <name> --scope <scope> [--scope <scope> ...]   makes a service token and prints it once
  tokens list                                                         names, scopes, created, last used, revoked
  tokens revoke --name <name>                                         the token stops working at once
  staff add --username <number> --email <address> [--name <name>]   a staff account (superuser); its first login mails a set-password link
  staff list                                                          staff accounts: address, password set, second factor set up, removed
  staff remove --username <number>                                    their rights and sessions end at once; the audit keeps their name
  staff reset-second-factor --username <number>                       a lost authenticator: the next login sets up a new one
  import suppliers <file.jsonl>                                       one record a line, as PUT /api/integration/suppliers takes
  import settlements <file.jsonl>                                     one record a line, as PUT /api/integration/settlements takes
  import documents <file.jsonl>                                       one record a line, as PUT /api/integration/documents takes
  import herd <file.jsonl>                                            one farm's herd a line, as PUT /api/integration/herd takes
  import pickup-weeks <file.jsonl>                                    one rule a line, as PUT /api/integration/pickup-weeks takes
  import help-texts <file.jsonl>                                      one text a line, as PUT /api/integration/content/help-texts takes
  import messages <file.jsonl>                                        one message a line, as PUT /api/integration/content/messages takes
  import prognosis-config <file.jsonl>                                one animal kind's survey a line, as PUT /api/integration/content/prognosis-config takes
  import return-forms <file.jsonl>                                    one animal kind's form a line, as PUT /api/integration/content/return-forms takes
  import price-lists <file.jsonl>                                     one price list a line, as PUT /api/integration/price-lists takes
  import cases <file.jsonl>                                           one answer or status of a farmer's question a line, as PUT /api/integration/cases takes
  import enrolment-status <file.jsonl>                                one change or deletion of a submitted enrolment a line, as PUT /api/integration/enrolment-status takes
  backup <file.tar.gz>                                                the embedded database and FILES_DIR in one file (the server stopped)
  restore <file.tar.gz>                                               a backup into a DATA_DIR without a database and an empty FILES_DIR
Scopes: ${INTEGRATION_SCOPES.join(', ')}
With the embedded database (no DATABASE_URL) the server must be stopped: one process per DATA_DIR.
On PostgreSQL, back up with pg_basebackup and WAL archiving, FILES_DIR beside it (README, Backup and restore).`;

/**
 * What the CLI imports, by the API's route names, each through the service method its route calls
 * (the same code for both). Files (PDFs, photos) are bytes, not JSON lines: they go through the API.
 */
const IMPORTERS = {
  suppliers: (s, records) => s.suppliers.import(records),
  settlements: (s, records) => s.settlements.import(records),
  documents: (s, records) => s.documents.import(records),
  herd: (s, records) => s.herd.import(records),
  'pickup-weeks': (s, records) => s.content.pickupWeeks(records),
  'help-texts': (s, records) => s.content.helpTexts(records),
  messages: (s, records) => s.content.messages(records),
  'prognosis-config': (s, records) => s.content.prognosisConfig(records),
  'return-forms': (s, records) => s.content.returnForms(records),
  'price-lists': (s, records) => s.priceLists.import(records),
  cases: (s, records) => s.cases.import(records),
  'enrolment-status': (s, records) => s.enrolmentStatus.import(records),
} satisfies Record<string, (services: IntegrationServices, records: unknown[]) => Promise<ImportResponse>>;
export type ImportKind = keyof typeof IMPORTERS;
export const IMPORT_KINDS = Object.keys(IMPORTERS) as ImportKind[];

/** Records per call of the import service: the API's batch size. */
const CLI_BATCH = 500;

class UsageError extends Error {}

function out(line: string) {
  process.stdout.write(`${line}\n`);
}

async function tokensCommand(services: IntegrationServices, args: string[]) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { name: { type: 'string' }, scope: { type: 'string', multiple: true } } });
  const [action] = positionals;
  if (action === 'create') {
    if (!values.name) throw new UsageError('tokens create needs --name');
    const token = await services.tokens.create(values.name, values.scope ?? []);
    out(`Token "${values.name}" (${(values.scope ?? []).join(', ')}). It is shown only this once; keep it in the client's secret store:`);
    out(token);
    return;
  }
  if (action === 'list') {
    const tokens = await services.tokens.list();
    if (tokens.length === 0) out('No service tokens.');
    for (const t of tokens) {
      const state = t.revokedAt ? `revoked ${osloIso(t.revokedAt)}` : 'active';
      out(`${t.name}\t${t.scopes.join(',')}\tcreated ${osloIso(t.createdAt)}\tlast used ${t.lastUsedAt ? osloIso(t.lastUsedAt) : 'never'}\t${state}`);
    }
    return;
  }
  if (action === 'revoke') {
    if (!values.name) throw new UsageError('tokens revoke needs --name');
    await services.tokens.revoke(values.name);
    out(`Token "${values.name}" revoked.`);
    return;
  }
  throw new UsageError(`Unknown tokens command "${action ?? ''}"`);
}

export async function staffCommand(db: Db, clock: Clock, args: string[], log: (line: string) => void = out) {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } } });
  const [action] = positionals;
  if (action === 'list') {
    const staff = await listStaff(db);
    if (staff.length === 0) log('No staff accounts.');
    for (const s of staff) {
      const state = s.removed ? 'removed' : `password ${s.hasPassword ? 'set' : 'not set'}\tsecond factor ${s.secondFactorSetUp ? 'set up' : 'not set up'}`;
      log(`${s.username}\t${s.name || '-'}\t${s.email || '-'}\t${state}\tcreated ${osloIso(s.createdAt)}`);
    }
    return;
  }
  if (action !== 'add' && action !== 'remove' && action !== 'reset-second-factor') throw new UsageError(`Unknown staff command "${action ?? ''}"`);
  if (!values.username) throw new UsageError(`staff ${action} needs --username`);
  if (action === 'add') {
    if (!values.email) throw new UsageError('staff add needs --email');
    const done = await addStaff(db, { username: values.username, email: values.email, name: values.name ?? '' });
    log(`Staff account ${values.username} ${done === 'added' ? 'added' : 'given back its rights'}. Their first login with ${values.username} mails a set-password link to ${values.email} (so does "Glemt passord?"); then they set up the second factor.`);
    return;
  }
  if (action === 'remove') {
    await removeStaff(db, clock, values.username);
    log(`Staff account ${values.username} removed: its sessions have ended and it can no longer log in.`);
    return;
  }
  await resetStaffSecondFactor(db, clock, values.username);
  log(`The second factor of ${values.username} is gone and its sessions have ended: the next login sets up a new one.`);
}

/** The progress line on a terminal: records and bytes read so far, records per second. */
function progress(read: number, total: number, records: number, started: number) {
  if (!process.stderr.isTTY) return;
  const share = total > 0 ? read / total : 1;
  const width = 30;
  const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
  const perSecond = Math.round(records / Math.max((performance.now() - started) / 1000, 0.001));
  process.stderr.write(`\r[${bar}] ${Math.round(share * 100)}% ${records} records, ${perSecond}/s`);
}

/**
 * Imports a JSON Lines file through the same service as the API, in batches, and prints what
 * became of it; every rejected record by its line and errors (the first 50).
 */
export async function importFile(services: IntegrationServices, kind: ImportKind, file: string, log: (line: string) => void = out) {
  const importBatch = (records: unknown[]) => IMPORTERS[kind](services, records);
  const total = fs.statSync(file).size;
  const stream = fs.createReadStream(file);
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  const summary = { created: 0, updated: 0, unchanged: 0, rejected: 0 };
  const rejections: { line: number; text: string }[] = [];
  const started = performance.now();
  let batch: { line: number; record: unknown }[] = [];
  let lineNo = 0;
  let records = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const answer: ImportResponse = await importBatch(batch.map((b) => b.record));
    for (const result of answer.results) {
      summary[result.status] += 1;
      const line = batch[result.index]!.line;
      if (result.status === 'rejected' && rejections.length < 50) rejections.push({ line, text: `line ${line} (${result.key}): ${JSON.stringify(result.errors)}` });
    }
    records += batch.length;
    batch = [];
    progress(stream.bytesRead, total, records, started);
  };
  for await (const text of lines) {
    lineNo += 1;
    if (text.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      summary.rejected += 1;
      records += 1;
      if (rejections.length < 50) rejections.push({ line: lineNo, text: `line ${lineNo}: not JSON` });
      continue;
    }
    batch.push({ line: lineNo, record });
    if (batch.length >= CLI_BATCH) await flush();
  }
  await flush();
  if (process.stderr.isTTY) process.stderr.write('\n');
  const seconds = (performance.now() - started) / 1000;
  log(`${kind}: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected (${records} records in ${seconds.toFixed(1)} s)`);
  for (const r of rejections.sort((a, b) => a.line - b.line)) log(`  rejected ${r.text}`);
  return summary;
}

/** The integration's options from the configuration (no sender here: the server's poll sends what an import queues). */
function integrationOptions(config: Config): IntegrationOptions {
  return { filesDir: config.filesDir, publicUrl: config.publicUrl, companyId: config.company.id };
}

async function withDatabase<T>(work: (db: Db, clock: Clock, config: Config) => Promise<T>): Promise<T> {
  // npm runs the script in the repository's folder; a relative DATA_DIR means the folder the
  // command was typed in, as for `npm start` there.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  // PGlite allows one process per directory: a running server on the same DATA_DIR stops us here.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    // Migrations and imports are long work: on PostgreSQL without a request's time limit (startup-database.ts).
    const opened = config.databaseUrl ? openPostgres(config.databaseUrl, startupTimeouts(config.databaseTimeouts)) : await openPglite(path.join(config.dataDir, 'pgdata'));
    try {
      await migrateToLatest(opened.db);
      // The server's clock: a NOW override (demo, e2e) holds for what an import brings too.
      return await work(opened.db, config.now ? offsetClock(config.now) : systemClock, config);
    } finally {
      await opened.close();
    }
  } finally {
    unlock();
  }
}

/** `backup <file>` and `restore <file>` of the embedded database and FILES_DIR (db/embedded-backup.ts). */
async function backupCommand(action: 'backup' | 'restore', args: string[]) {
  const [file] = args;
  if (!file) throw new UsageError(`${action} needs a file`);
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new UsageError(`${action} is for the embedded database; on PostgreSQL use pg_basebackup and WAL archiving, with FILES_DIR beside it (README, Backup and restore)`);
  }
  const resolved = path.resolve(file);
  const paths = { dataDir: config.dataDir, filesDir: config.filesDir };
  if (action === 'backup') {
    const { bytes } = await backupEmbedded(paths, resolved);
    out(`Backup of ${config.dataDir} (database and files) written to ${resolved} (${(bytes / 1_048_576).toFixed(1)} MB).`);
  } else {
    await restoreEmbedded(paths, resolved);
    out(`Restored ${resolved} into ${config.dataDir} (files into ${config.filesDir}). Start the server with this DATA_DIR.`);
  }
}

async function main(argv: string[]) {
  const [group, ...rest] = argv;
  if (!group || group === '--help' || group === 'help') {
    out(USAGE);
    return;
  }
  if (group === 'backup' || group === 'restore') {
    await backupCommand(group, rest);
    return;
  }
  if (group !== 'tokens' && group !== 'import' && group !== 'staff') throw new UsageError(`Unknown command "${group}"`);
  if (group === 'staff') {
    await withDatabase((db, clock) => staffCommand(db, clock, rest));
    return;
  }
  if (group === 'import') {
    const [kind, file] = rest;
    if (!IMPORT_KINDS.includes(kind as ImportKind)) throw new UsageError(`import takes ${IMPORT_KINDS.join(', ')}; not "${kind ?? ''}"`);
    if (!file) throw new UsageError('import needs a file');
    const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
    if (!fs.existsSync(resolved)) throw new UsageError(`No file ${resolved}`);
    await withDatabase((db, clock, config) => importFile(createIntegrationServices(db, clock, integrationOptions(config)), kind as ImportKind, resolved));
    return;
  }
  await withDatabase((db, clock, config) => tokensCommand(createIntegrationServices(db, clock, integrationOptions(config)), rest));
}

// Run as a command, not when a test imports importFile.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const known = error instanceof UsageError || error instanceof BackupError || error instanceof ServiceTokenError || error instanceof StaffAccountError || error instanceof ConfigError;
    process.stderr.write(`${known ? (error as Error).message : `Failed: ${(error as Error).message}`}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`);
    process.exit(1);
  });
}
