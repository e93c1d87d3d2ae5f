import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from '@slakteweb/core';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { redactUrl } from './lib/log-redaction.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { RateLimiter } from './modules/auth/rate-limit.service.js';
import { loadOrCreateSecret } from './lib/secret-file.js';
import { accessRoutes } from './modules/access/access.routes.js';
import { AccessService } from './modules/access/access.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { loginPageRoutes } from './modules/auth/login-page.routes.js';
import { secondFactorRoutes } from './modules/auth/second-factor.routes.js';
import { meRoutes } from './modules/auth/me.routes.js';
import { PersonService } from './modules/auth/person.service.js';
import { registerPersonLog } from './modules/auth/person-log.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SecondFactorService } from './modules/auth/second-factor.service.js';
import { LoginDeviceService } from './modules/auth/login-device.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { badgeRoutes } from './modules/badges/badges.routes.js';
import { BadgesService } from './modules/badges/badges.service.js';
import { apiDocsRoutes } from './modules/api-docs/api-docs.routes.js';
import { registerOpenApi } from './modules/api-docs/openapi.js';
import { brandingRoutes } from './modules/branding/branding.routes.js';
import { cattleRoutes } from './modules/cattle/cattle.routes.js';
import { CattleService } from './modules/cattle/cattle.service.js';
import { BrandingService } from './modules/branding/branding.service.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { enrolmentRoutes } from './modules/enrolment/enrolment.routes.js';
import { EnrolmentDraftService } from './modules/enrolment/enrolment-draft.service.js';
import { EnrolmentReferenceService } from './modules/enrolment/enrolment-reference.service.js';
import { EnrolmentSubmissionService } from './modules/enrolment/enrolment-submission.service.js';
import { SubmittedEnrolmentService } from './modules/enrolment/enrolment-submitted.service.js';
import { documentRoutes } from './modules/documents/documents.routes.js';
import { DocumentsService } from './modules/documents/documents.service.js';
import { createIntegrationServices } from './modules/integration/integration.services.js';
import { integrationRoutes } from './modules/integration/integration.routes.js';
import { DEADLINE_REMINDER_TICK_MS, DeadlineReminders } from './modules/notifications/deadline-reminders.js';
import { ImportsRunning } from './modules/notifications/imports-running.js';
import { NOTIFICATION_POLL_MS, NotificationSender } from './modules/notifications/notification-sender.js';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-token.js';
import { notificationRoutes, notificationSettingsRoutes } from './modules/notifications/notifications.routes.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { type PushDelivery, PushService } from './modules/push/push.service.js';
import { loadOrCreateVapidKeys } from './lib/vapid-keys.js';
import { messageRoutes } from './modules/messages/messages.routes.js';
import { MessagesService } from './modules/messages/messages.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { prognosisRoutes } from './modules/prognosis/prognosis.routes.js';
import { priceRoutes } from './modules/prices/prices.routes.js';
import { settlementYearRoutes } from './modules/settlement-year/settlement-year.routes.js';
import { SettlementYearService } from './modules/settlement-year/settlement-year.service.js';
import { PricesService } from './modules/prices/prices.service.js';
import { PrognosisService } from './modules/prognosis/prognosis.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { readMarkerRoutes } from './modules/read-markers/read-markers.routes.js';
import { ReadMarkerService } from './modules/read-markers/read-markers.service.js';
import { settlementRoutes } from './modules/settlements/settlements.routes.js';
import { statisticsRoutes } from './modules/statistics/statistics.routes.js';
import { StatisticsService } from './modules/statistics/statistics.service.js';
import { healthBenchmarkRoutes } from './modules/health-benchmark/health-benchmark.routes.js';
import { HealthBenchmarkService } from './modules/health-benchmark/health-benchmark.service.js';
import { healthReportRoutes } from './modules/health-report/health-report.routes.js';
import { HealthReportService } from './modules/health-report/health-report.service.js';
import { gridComplianceRoutes } from './modules/grid-compliance/grid-compliance.routes.js';
import { GridComplianceService } from './modules/grid-compliance/grid-compliance.service.js';
import { caseRoutes } from './modules/cases/cases.routes.js';
import { CasesService } from './modules/cases/cases.service.js';
import { SettlementsService } from './modules/settlements/settlements.service.js';
import { ExportQueue } from './modules/settlements/export-queue.js';
import { textsRoutes } from './modules/texts/texts.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { TextsService } from './modules/texts/texts.service.js';
import { registerApiCompression } from './plugins/api-compression.js';
import { registerAuthentication } from './plugins/authenticate.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerFloodGuard } from './plugins/flood-guard.js';
import { registerFormBodies } from './plugins/form-body.js';
import { frameworkErrorHandler } from './plugins/framework-errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerRouteInventory } from './plugins/route-inventory.js';
import { registerSameOriginCheck } from './plugins/same-origin.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  /** Defaults to SMTP_URL or the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** The real clock, for the second factor's codes (a NOW override moves `clock` only); tests set it. */
  wallClock?: Clock;
  /** Hands a push message to a browser's push service; default web-push. Tests fake it. */
  pushDelivery?: PushDelivery;
  /** Where logs go; tests pass a stream to read what was logged. Default stdout. */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when work started after a response (such as mail) has finished; for tests and shutdown. */
    settleBackgroundWork: () => Promise<void>;
    /** Sends the notifications' outbox until nothing is due; for tests and benchmarks. */
    sendNotifications: () => Promise<void>;
    /** Queues the deadline reminders due now (what the scheduler's tick does); for tests. */
    remindDeadlines: () => Promise<number>;
  }
}

/** Where the generated branding-token secret is kept, in DATA_DIR (when BRANDING_TOKEN_SECRET is unset). */
export const BRANDING_SECRET_FILE = 'branding-token-secret';

/** Where the generated secret of the unsubscribe links is kept, in DATA_DIR (when NOTIFICATION_TOKEN_SECRET is unset). */
export const NOTIFICATION_SECRET_FILE = 'notification-token-secret';

/** Where the generated VAPID key pair of web push is kept, in DATA_DIR (when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset). */
export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * How often the housekeeping runs: sessions past their end or idle too long, idempotency keys past
 * their retention, rate-limit windows that have ended and browsers not logged in from for a year
 * are removed from the database.
 */
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, clock } = deps;
  const https = config.publicUrl.startsWith('https:');
  const app = Fastify({
    frameworkErrors: frameworkErrorHandler(https),
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      // Request URLs are logged without password or token values; cookies are never logged.
      serializers: {
        req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
      },
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // Behind a reverse proxy the client's address is in X-Forwarded-For; rate limits need it.
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
  });
  registerRouteInventory(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const pending = new Set<Promise<unknown>>();
  const background = (work: Promise<unknown>) => {
    const tracked = work
      .catch((err: unknown) => app.log.error({ err }, 'background work failed'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  app.decorate('settleBackgroundWork', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });

  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log, clock });
  const sessions = new SessionService(db, config);
  const limiter = new RateLimiter(db, config.rateLimitWindowMinutes * 60_000);
  // TOTP runs on the real clock, whatever NOW says: the authenticator app on a phone does.
  const secondFactor = new SecondFactorService({ db, wallClock: deps.wallClock ?? systemClock, issuer: config.company.name });
  const devices = new LoginDeviceService(db, config);
  const dailyLimiter = RateLimiter.daily(db);
  const access = new AccessService({ db, config, clock, mailer, limiter, dailyLimiter, sessions });
  const auth = new AuthService({ db, config, clock, mailer, limiter, sessions, secondFactor, devices, log: app.log, background });
  const texts = new TextsService(db);
  const profiles = new ProfileService(db);
  const people = new PersonService(db, clock);
  const exports = new ExportQueue({ atOnce: config.excelExportsAtOnce, waiting: config.excelExportsWaiting }, app.log);
  const settlements = new SettlementsService(db, { filesDir: config.filesDir, companyName: config.company.name, log: app.log, exports });
  const readMarkers = new ReadMarkerService(db, clock);
  const documents = new DocumentsService(db, settlements, { filesDir: config.filesDir });
  const messages = new MessagesService(db, readMarkers, { companyId: config.company.id, clock });
  const dashboard = new DashboardService(db, { temporarySettlements: config.company.flags.temp_accountings });
  const badges = new BadgesService(db, readMarkers);
  const submittedEnrolments = new SubmittedEnrolmentService(db, readMarkers, { company: config.company, clock, log: app.log });
  const enrolment = {
    reference: new EnrolmentReferenceService(db, { company: config.company, clock }),
    drafts: new EnrolmentDraftService(db, clock),
    submission: new EnrolmentSubmissionService(db, submittedEnrolments, { company: config.company, clock, mailer, background, publicUrl: config.publicUrl }),
    submitted: submittedEnrolments,
  };
  // Rows nobody needs again would stay in the database for ever: a session nobody presents again,
  // an idempotency key no retry will bring, a counter of a window that has ended.
  const housekeeping = setInterval(
    () => background(Promise.all([sessions.deleteExpired(clock()), enrolment.submission.forgetOldIdempotencyKeys(clock()), limiter.deleteEndedWindows(clock()), dailyLimiter.deleteEndedWindows(clock()), devices.forgetOld(clock())])),
    HOUSEKEEPING_INTERVAL_MS,
  );
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  const statistics = new StatisticsService(db, clock);
  const prices = new PricesService(db, clock);
  const settlementYear = new SettlementYearService(db, clock);
  const healthBenchmarks = new HealthBenchmarkService(db, clock);
  const healthReports = new HealthReportService(db, healthBenchmarks, { clock, companyName: config.company.name });
  const gridCompliance = new GridComplianceService(db, clock);
  const cases = new CasesService(db, clock);
  const cattle = new CattleService(db);
  const prognosis = new PrognosisService(db, clock);
  // Without NOTIFICATION_TOKEN_SECRET, a secret made at first start and kept in DATA_DIR.
  const unsubscribeTokens = new UnsubscribeTokens(config.notificationTokenSecret ?? loadOrCreateSecret(path.join(config.dataDir, NOTIFICATION_SECRET_FILE)));
  const notificationSettings = new NotificationsService(db, unsubscribeTokens);
  const push = new PushService(db, {
    keys: loadOrCreateVapidKeys(path.join(config.dataDir, VAPID_KEYS_FILE), config.vapid),
    subject: config.vapid.subject,
    clock,
    log: app.log,
    ...(deps.pushDelivery ? { deliver: deps.pushDelivery } : {}),
  });
  const importsRunning = new ImportsRunning();
  const notifications = new NotificationSender({
    db,
    importing: () => importsRunning.busy,
    mailer,
    clock,
    log: app.log,
    tokens: unsubscribeTokens,
    push: (supplierNo, message) => push.sendToFarm(supplierNo, message),
    publicUrl: config.publicUrl,
    companyName: config.company.name,
    async attachment(supplierNo, which) {
      const pdf = 'settlementNo' in which ? await settlements.accountingPdf(supplierNo, which.settlementNo) : await documents.download(supplierNo, which.downloadId);
      return { filename: pdf.fileName, content: pdf.body };
    },
  });
  const wakeNotifications = () => background(notifications.run());
  // The health benchmark's bands farmers asked for are worked out again after the rollups change,
  // in the background rather than in a farmer's call (HealthBenchmarkService.keepCurrentBands).
  const keepBenchmarkBands = () => background(healthBenchmarks.keepCurrentBands());
  const afterImport = () => {
    wakeNotifications();
    keepBenchmarkBands();
  };
  // Each process looks for due notifications now and then (retries, messages published for later,
  // what another process or the admin CLI queued), and for rollups changed elsewhere; an import
  // wakes both at once.
  const notificationPoll = setInterval(afterImport, NOTIFICATION_POLL_MS);
  notificationPoll.unref();
  app.decorate('sendNotifications', () => notifications.run());
  // The evening before an enrolment deadline, each process looks for farms to remind now and then;
  // the outbox's key keeps it to one reminder however many look. What it queued is sent at once.
  const reminders = new DeadlineReminders(db, { company: config.company, clock, publicUrl: config.publicUrl });
  const remindDeadlines = () => reminders.tick().then((found) => (found > 0 ? (wakeNotifications(), found) : found));
  const reminderTick = setInterval(() => background(remindDeadlines()), DEADLINE_REMINDER_TICK_MS);
  reminderTick.unref();
  app.decorate('remindDeadlines', remindDeadlines);
  app.addHook('onClose', async () => {
    clearInterval(reminderTick);
    clearInterval(notificationPoll);
    // What is claimed is sent (or put back for the next process); nothing more is claimed. Then
    // mails being sent in the background (receipts, links) go out; then the SMTP connections close.
    await notifications.stop();
    await app.settleBackgroundWork();
    await mailer.close?.();
  });
  const integration = createIntegrationServices(db, clock, { filesDir: config.filesDir, publicUrl: config.publicUrl, companyId: config.company.id, wake: afterImport });
  const branding = new BrandingService(db, {
    company: config.company,
    shopUrl: config.brandingShopUrl,
    // Without BRANDING_TOKEN_SECRET, a secret made at first start and kept in DATA_DIR.
    secret: config.brandingTokenSecret ?? loadOrCreateSecret(path.join(config.dataDir, BRANDING_SECRET_FILE)),
    clock,
  });

  registerSecurityHeaders(app, { https, shopUrl: config.brandingShopUrl });
  await app.register(cookie);
  await registerFormBodies(app);
  registerErrorHandler(app);
  // Before the routes: it reads each route's schema as it is added.
  await registerOpenApi(app, { basePath: config.basePath, companyName: config.company.name });

  const apiPrefix = `${config.basePath}api`;
  await app.register(
    async (api) => {
      // A coarse flood guard for the whole API: per session when logged in, else per address.
      await registerFloodGuard(api, { perIp: config.apiLimitPerIp, perSession: config.apiLimitPerSession });
      registerInputGuard(api);
      await registerApiCompression(api);
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      registerSameOriginCheck(api, config.publicUrl);
      registerAuthentication(api, { db, sessions, clock });
      registerPersonLog(api, { db, clock, background });
      await api.register(healthRoutes(db));
      await api.register(textsRoutes(texts));
      await api.register(authRoutes(auth, sessions, config.company.loginIdLabel));
      await api.register(secondFactorRoutes(auth, secondFactor, sessions, clock));
      await api.register(meRoutes(people));
      await api.register(profileRoutes(profiles));
      await api.register(accessRoutes(access));
      await api.register(settlementRoutes(settlements));
      await api.register(readMarkerRoutes(readMarkers));
      await api.register(documentRoutes(documents));
      await api.register(messageRoutes(messages));
      await api.register(dashboardRoutes(dashboard));
      await api.register(badgeRoutes(badges));
      await api.register(brandingRoutes(branding));
      await api.register(enrolmentRoutes(enrolment));
      await api.register(statisticsRoutes(statistics));
      await api.register(healthBenchmarkRoutes(healthBenchmarks));
      await api.register(healthReportRoutes(healthReports));
      await api.register(gridComplianceRoutes(gridCompliance));
      await api.register(caseRoutes(cases));
      await api.register(cattleRoutes(cattle));
      await api.register(priceRoutes(prices));
      await api.register(settlementYearRoutes(settlementYear));
      await api.register(prognosisRoutes(prognosis, { enabled: config.company.flags.prognosisRegistration }));
      await api.register(
        async (scope) => {
          // The notifications' sender holds its mails while an import runs here (imports-running.ts).
          scope.addHook('onRequest', async (request) => {
            if (request.method !== 'GET') importsRunning.begin(request);
          });
          scope.addHook('onResponse', async (request) => importsRunning.end(request));
          scope.addHook('onRequestAbort', async (request) => importsRunning.end(request));
          await scope.register(integrationRoutes(integration));
        },
        { prefix: '/integration' },
      );
      await api.register(notificationRoutes(notificationSettings, { companyName: config.company.name }));
      await api.register(notificationSettingsRoutes(notificationSettings));
      await api.register(pushRoutes(push));
      await api.register(apiDocsRoutes());
    },
    { prefix: apiPrefix },
  );

  // The login page's own form, posted by the browser before or without the app's script: outside
  // the API, with the API's guards (the flood guard per address, the input guard, same origin).
  await app.register(async (pages) => {
    await registerFloodGuard(pages, { perIp: config.apiLimitPerIp, perSession: config.apiLimitPerSession });
    registerInputGuard(pages);
    registerSameOriginCheck(pages, config.publicUrl);
    await pages.register(loginPageRoutes(auth, { basePath: config.basePath, secureCookies: https }));
  });

  await registerWebApp(app, config);
  return app;
}
