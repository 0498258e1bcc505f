import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AnswerCaches, AppDeps } from './app-deps.ts';
import type { Env } from './config/env.ts';
import { webDistFolder } from './config/paths.ts';
import type { DatabaseConnection } from './db/client.ts';
import { REDACTED_LOG_PATHS, requestLogSerializers } from './lib/request-log.ts';
import { VersionedCache } from './lib/versioned-cache.ts';
import { appUserRoutes } from './modules/app-user/app-user.routes.ts';
import { appUserAdminRoutes } from './modules/app-user/app-user-admin.routes.ts';
import { loadPrincipal, PrincipalCache } from './modules/auth/principal.ts';
import { createSessionTokenService } from './modules/auth/session-token.ts';
import { brandRoutes } from './modules/brand/brand.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { voltageRoutes } from './modules/catalog/voltage.routes.ts';
import { companyRoutes } from './modules/company/company.routes.ts';
import { companyAdminRoutes } from './modules/company/company-admin.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { quoteDocumentRoutes } from './modules/document/quote-document.routes.ts';
import { submittalRoutes } from './modules/document/submittal.routes.ts';
import { employeeRoutes } from './modules/employee/employee.routes.ts';
import { engineerScheduleRoutes } from './modules/engineer-schedule/engineer-schedule.routes.ts';
import { startJobTakeover } from './modules/engineer-schedule/selection-job-runner.ts';
import { eventLogRoutes } from './modules/event-log/event-log.routes.ts';
import { excelUploaderRoutes } from './modules/excel-uploader/excel-uploader.routes.ts';
import { fileRoutes } from './modules/file/file.routes.ts';
import { itemConfigurationRoutes } from './modules/item-configuration/item-configuration.routes.ts';
import { lineItemRoutes } from './modules/line-item/line-item.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { registerDevMailRoutes } from './modules/mail/dev-mail.routes.ts';
import { createMailWorker } from './modules/mail/mail-worker.ts';
import { notificationRoutes } from './modules/notification/notification.routes.ts';
import { orderRoutes } from './modules/order/order.routes.ts';
import { pricingRoutes } from './modules/pricing/pricing.routes.ts';
import { productTypeRoutes } from './modules/product-type/product-type.routes.ts';
import { projectRoutes } from './modules/project/project.routes.ts';
import { projectPartyRoutes } from './modules/project-party/project-party.routes.ts';
import { projectScheduleRoutes } from './modules/project-schedule/project-schedule.routes.ts';
import { scheduleSpreadsheetRoutes } from './modules/project-schedule/schedule-spreadsheet.routes.ts';
import { catMultiplierRoutes } from './modules/quote/cat-multiplier.routes.ts';
import { engRequestRoutes } from './modules/quote/eng-request.routes.ts';
import { quoteRoutes } from './modules/quote/quote.routes.ts';
import { quoteSearchRoutes } from './modules/quote/quote-search.routes.ts';
import { quoteAcceptanceRoutes } from './modules/quote-acceptance/quote-acceptance.routes.ts';
import { quoteCompareRoutes } from './modules/quote-compare/quote-compare.routes.ts';
import { reportRoutes } from './modules/report/report.routes.ts';
import { roleRoutes } from './modules/role/role.routes.ts';
import { selectionRoutes } from './modules/selection/selection.routes.ts';
import { renewTokenIfDue, resolveSession } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealthRoutes } from './plugins/health.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { METRICS_PATH, registerMetrics } from './plugins/metrics.ts';
import { multipartLimits } from './plugins/multipart-body.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerContractRoutes } from './plugins/register-routes.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export type BuildAppOptions = {
  env: Env;
  database: DatabaseConnection;
  logger?: FastifyServerOptions['logger'];
  /** Where the server's own JSON log goes instead of stdout (tests read what it logs). */
  logStream?: NodeJS.WritableStream;
  /** Start the mail worker's polling loop (the server does; tests drain it by hand). */
  startMailWorker?: boolean;
  /** Take over the schedule selection jobs of stopped servers (the server does; tests call it by hand). */
  takeOverStalledJobs?: boolean;
  /** How long a principal stays cached in this process (ms). */
  principalCacheTtlMs?: number;
};

export type App = FastifyInstance & { deps: AppDeps };

/** Sizes bound memory: a 500-item grid answer is ~250 kB, a search page ~30 kB. */
function createAnswerCaches(): AnswerCaches {
  return {
    projectCounts: new VersionedCache(5_000),
    projectSearch: new VersionedCache(1_000),
    lineItemGrid: new VersionedCache(200),
    quoteSearch: new VersionedCache(1_000),
  };
}

/** Builds the whole application: plugins, then modules. Tests build it the same way. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      serializers: requestLogSerializers,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = createSessionTokenService(env.tokenSecret, env.TOKEN_TTL_SECONDS);
  const principals = new PrincipalCache(
    (userId) => loadPrincipal(database.db, userId),
    options.principalCacheTtlMs ?? 2_000,
  );
  const mailWorker = createMailWorker({
    db: database.db,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    log: app.log,
  });
  const deps: AppDeps = {
    env,
    db: database.db,
    tokens,
    principals,
    mailWorker,
    caches: createAnswerCaches(),
    log: app.log,
  };

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerInputGuard(app);
  registerMetrics(app, { env, database, outboxBacklog: () => mailWorker.backlog() });
  const rateLimits = await registerRateLimit(app, env, app.log);
  if (env.apiDocs) await registerOpenApi(app);
  // Multipart is read by contracts that declare `multipart` (plugins/multipart-body.ts).
  await app.register(multipart, { limits: multipartLimits });

  app.decorateRequest('session', null);
  app.decorateRequest('issuedToken', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (!request.url.toLowerCase().startsWith('/api/')) return;
    // A scrape's bearer is METRICS_TOKEN, not a session: checked by the metrics route, never refused here.
    if (request.routeOptions.url === METRICS_PATH) return;
    const resolved = await resolveSession(request, tokens, principals);
    if (resolved && 'refused' in resolved) {
      request.log.info({ sessionRefused: resolved.refused }, 'token refused');
      request.session = null;
    } else request.session = resolved;
    if (request.session) {
      // request.log is already this request's child logger: add the bindings, make no new child.
      (request.log as { setBindings?: (bindings: object) => void }).setBindings?.({
        userId: request.session.userId,
        ...(request.session.impersonatorUserId > 0
          ? { impersonatorUserId: request.session.impersonatorUserId }
          : {}),
      });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400) await renewTokenIfDue(request, reply, tokens);
    if (request.url.toLowerCase().startsWith('/api/'))
      reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
  });

  const rateLimitSettings = { max: env.AUTH_RATE_LIMIT_MAX, timeWindow: env.AUTH_RATE_LIMIT_WINDOW_MS };
  registerContractRoutes(
    app,
    deps,
    [
      ...appUserRoutes(deps),
      ...brandRoutes(deps),
      ...companyRoutes(deps),
      ...companyAdminRoutes(deps),
      ...appUserAdminRoutes(deps),
      ...employeeRoutes(deps),
      ...roleRoutes(deps),
      ...fileRoutes(),
      ...configRoutes(deps),
      ...projectRoutes(deps),
      ...projectPartyRoutes(deps),
      ...quoteAcceptanceRoutes(deps),
      ...projectScheduleRoutes(deps),
      ...scheduleSpreadsheetRoutes(deps),
      ...engineerScheduleRoutes(deps),
      ...lineItemRoutes(deps),
      ...itemConfigurationRoutes(deps),
      ...selectionRoutes(deps),
      ...productTypeRoutes(deps),
      ...catalogRoutes(deps),
      ...voltageRoutes(deps),
      ...excelUploaderRoutes(deps),
      ...locationRoutes(deps),
      ...eventLogRoutes(deps),
      ...pricingRoutes(deps),
      ...quoteRoutes(deps),
      ...quoteSearchRoutes(deps),
      ...catMultiplierRoutes(deps),
      ...engRequestRoutes(deps),
      ...orderRoutes(deps),
      ...submittalRoutes(deps),
      ...quoteDocumentRoutes(deps),
      ...quoteCompareRoutes(deps),
      ...reportRoutes(deps),
      ...notificationRoutes(deps),
    ],
    rateLimitSettings,
  );
  registerHealthRoutes(app, database, rateLimits.redisState);
  // Mail that really goes out (SMTP_URL) is read in the recipients' mailboxes, not here.
  if (env.NODE_ENV !== 'production' && !env.SMTP_URL) registerDevMailRoutes(app, database.db);
  await registerSpa(app, webDistFolder);

  if (options.startMailWorker) app.addHook('onReady', async () => mailWorker.start());
  let jobTakeover: { stop: () => void } | null = null;
  if (options.takeOverStalledJobs)
    app.addHook('onReady', async () => {
      jobTakeover = startJobTakeover(deps);
    });
  app.addHook('onClose', async () => {
    jobTakeover?.stop();
    await mailWorker.stop();
    await rateLimits.close();
    await database.close();
  });
  const built = app as unknown as App;
  built.deps = deps;
  return built;
}
