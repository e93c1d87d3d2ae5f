import os from 'node:os';
import path from 'node:path';
import { TZDate } from '@date-fns/tz';
import { BUSINESS_TZ, type Company, getCompany } from '@slakteweb/core';

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  company: Company;
  host: string;
  port: number;
  /** Where the app is mounted, always with a leading and trailing slash: '/' or '/slakteweb/'. */
  basePath: string;
  /** The public address of the portal; links in e-mails are built from it, never from Host. */
  publicUrl: string;
  dataDir: string;
  /**
   * Files the portal serves from disk (slaughter photos; later document PDFs). Default
   * DATA_DIR/files. With several server processes on PostgreSQL, point them all at shared storage.
   */
  filesDir: string;
  /** PostgreSQL server; when empty the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * Seed the demo farms and staff accounts on start (SEED_DEMO_DATA). By default only on the
   * embedded database, which is for trying the portal: their password and the staff superuser's
   * TOTP secret are published in the README, so a PostgreSQL database, where production lives,
   * gets them only when asked for with SEED_DEMO_DATA=true.
   */
  seedDemoData: boolean;
  /**
   * How long to wait for PostgreSQL before answering 503 (DB_CONNECT_TIMEOUT_MS for a connection,
   * DB_QUERY_TIMEOUT_MS for a statement); defaults 5 s and 15 s, well inside the browser's 40 s.
   */
  databaseTimeouts: { connectMs: number; queryMs: number };
  /** SMTP server for e-mail; when empty mails are written to dataDir/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Session ends after this long without requests. */
  sessionIdleMinutes: number;
  /** Session ends this long after login, however active. */
  sessionMaxHours: number;
  /** Failed logins per account, and per IP, allowed within the window. */
  loginLimitPerAccount: number;
  loginLimitPerIp: number;
  /** Forgot-password requests per account, and per IP, allowed within the window. */
  forgotLimitPerAccount: number;
  forgotLimitPerIp: number;
  rateLimitWindowMinutes: number;
  /**
   * The API's flood guard, requests per minute (plugins/flood-guard.ts): of one address without a
   * session (API_LIMIT_PER_IP), and of one logged-in session (API_LIMIT_PER_SESSION), so many
   * farmers behind one carrier-NAT address are not limited together.
   */
  apiLimitPerIp: number;
  apiLimitPerSession: number;
  /**
   * Date-range Excel exports one server process builds at once (EXCEL_EXPORTS_AT_ONCE), and how
   * many more wait their turn (EXCEL_EXPORTS_WAITING) before a new one gets 503 with Retry-After
   * (modules/settlements/export-queue.ts).
   */
  excelExportsAtOnce: number;
  excelExportsWaiting: number;
  /**
   * Server processes over PostgreSQL (WORKERS, default the number of cores): node:cluster forks
   * them on one port (server-cluster.ts). The embedded PGlite always runs one.
   */
  workers: number;
  /** Built web app to serve; when missing only the API is served. */
  webDistDir: string;
  /** NOW override for demo and e2e runs (Europe/Oslo local time when no offset is given). */
  now: Date | undefined;
  logLevel: string;
  /**
   * Whether to believe X-Forwarded-For (the client address behind a reverse proxy). Off by
   * default: otherwise anyone could pick their own address and escape the per-IP limits.
   */
  trustProxy: boolean | string;
  /**
   * The profiling-clothes punch-out shop (BRANDING_SHOP_URL): the browser POSTs the signed token
   * there. Default 'https://profilering.example.no/punchout', a placeholder for the demo.
   */
  brandingShopUrl: string;
  /**
   * The secret the branding token is signed with (BRANDING_TOKEN_SECRET, at least 32 characters),
   * shared with the shop. When unset, a random one is generated at first start and kept in
   * DATA_DIR/branding-token-secret, so restarts keep it (app.ts); set it explicitly in production,
   * where the shop must know it and several servers must agree on it.
   */
  brandingTokenSecret: string | undefined;
  /**
   * The secret the mails' unsubscribe links are signed with (NOTIFICATION_TOKEN_SECRET, at least
   * 32 characters). When unset, generated at first start into DATA_DIR/notification-token-secret;
   * several servers on one database must share it (set it, or share DATA_DIR).
   */
  notificationTokenSecret: string | undefined;
  /**
   * Web push's VAPID key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, base64url as web-push makes
   * them). When unset, a pair is generated at first start into DATA_DIR/vapid-keys.json; several
   * servers must share one pair (set them, or share DATA_DIR).
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number ≥ ${min}, got "${raw}"`);
  }
  return value;
}

/** 'true' or 'false' from the environment; the fallback when unset or empty. */
function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** An http(s) address from the environment, or the fallback. */
function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // reported below
  }
  throw new ConfigError(`${name} must be an http(s) address, got "${raw}"`);
}

/** '/', 'x', '/x', '/x/' → '/' or '/x/'. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '/').trim().replace(/^\/+|\/+$/g, '');
  if (trimmed !== '' && !/^[A-Za-z0-9._~\-/]+$/.test(trimmed)) {
    throw new ConfigError(`BASE_PATH may only contain letters, digits and - . _ ~ /, got "${raw}"`);
  }
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** NOW=2026-10-06T05:59 (Oslo time) or a full ISO timestamp with offset. */
export function parseNow(raw: string | undefined): Date | undefined {
  if (!raw) return undefined;
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(raw);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
    return new Date(new TZDate(y, mo - 1, d, h, mi, s, BUSINESS_TZ).getTime());
  }
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new ConfigError(`NOW must look like 2026-10-06T05:59, got "${raw}"`);
  return date;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  let company: Company;
  try {
    company = getCompany(env.COMPANY || 'standard');
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const port = int(env, 'PORT', 3000, 0);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got "${env.PORT}"`);
  const host = env.HOST || '127.0.0.1';
  const basePath = normaliseBasePath(env.BASE_PATH);
  const publicUrlRaw = env.PUBLIC_URL || `http://localhost:${port}${basePath}`;
  let publicUrl: string;
  try {
    const url = new URL(publicUrlRaw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    publicUrl = url.href.endsWith('/') ? url.href : `${url.href}/`;
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) address, got "${publicUrlRaw}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const brandingShopUrl = httpUrl(env, 'BRANDING_SHOP_URL', 'https://profilering.example.no/punchout');
  const brandingTokenSecret = env.BRANDING_TOKEN_SECRET || undefined;
  if (brandingTokenSecret !== undefined && brandingTokenSecret.length < 32) {
    throw new ConfigError('BRANDING_TOKEN_SECRET must be at least 32 characters');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  const notificationTokenSecret = env.NOTIFICATION_TOKEN_SECRET || undefined;
  if (notificationTokenSecret !== undefined && notificationTokenSecret.length < 32) {
    throw new ConfigError('NOTIFICATION_TOKEN_SECRET must be at least 32 characters');
  }
  return {
    company,
    host,
    port,
    basePath,
    publicUrl,
    dataDir,
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    databaseUrl,
    seedDemoData: bool(env, 'SEED_DEMO_DATA', databaseUrl === undefined),
    databaseTimeouts: { connectMs: int(env, 'DB_CONNECT_TIMEOUT_MS', 5_000, 100), queryMs: int(env, 'DB_QUERY_TIMEOUT_MS', 15_000, 100) },
    smtpUrl,
    mailFrom: env.MAIL_FROM || `${company.name} <${company.support.email}>`,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 24 * 60),
    sessionMaxHours: int(env, 'SESSION_MAX_HOURS', 30 * 24),
    loginLimitPerAccount: int(env, 'LOGIN_LIMIT_PER_ACCOUNT', 10),
    loginLimitPerIp: int(env, 'LOGIN_LIMIT_PER_IP', 100),
    forgotLimitPerAccount: int(env, 'FORGOT_LIMIT_PER_ACCOUNT', 5),
    forgotLimitPerIp: int(env, 'FORGOT_LIMIT_PER_IP', 30),
    rateLimitWindowMinutes: int(env, 'RATE_LIMIT_WINDOW_MINUTES', 15),
    apiLimitPerIp: int(env, 'API_LIMIT_PER_IP', 1200),
    apiLimitPerSession: int(env, 'API_LIMIT_PER_SESSION', 1200),
    excelExportsAtOnce: int(env, 'EXCEL_EXPORTS_AT_ONCE', 2),
    excelExportsWaiting: int(env, 'EXCEL_EXPORTS_WAITING', 20, 0),
    workers: int(env, 'WORKERS', os.availableParallelism()),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(import.meta.dirname, '../../web/dist', company.id)),
    now: parseNow(env.NOW),
    logLevel: env.LOG_LEVEL || 'info',
    brandingShopUrl,
    brandingTokenSecret,
    notificationTokenSecret,
    // The push services' contact for the sender (RFC 8292): VAPID_SUBJECT, else the support address.
    vapid: { publicKey: env.VAPID_PUBLIC_KEY || undefined, privateKey: env.VAPID_PRIVATE_KEY || undefined, subject: env.VAPID_SUBJECT || `mailto:${company.support.email}` },
    trustProxy: !env.TRUST_PROXY || env.TRUST_PROXY === 'false' ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
  };
}
