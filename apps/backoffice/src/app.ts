import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import type { Config } from './config';
import type { Database } from './db/database';
import { createAccountHandlers } from './accounts/account-handlers';
import { createPasswordHasher } from './accounts/password-hashing';
import { ADMIN_SECURITY_SCHEME } from './admin/admin-order-routes';
import { loadAdminToken } from './admin/admin-token';
import { registerAdmin } from './admin/register-admin';
import { STAFF_SESSION_SCHEME } from './admin/admin-schemas';
import { ADMIN_COOKIE } from './admin/admin-cookie';
import { registerChangeStream } from './admin/change-stream-routes';
import { createShopChanges } from './admin/shop-changes';
import { cartHandlers } from './cart/cart-handlers';
import { cacheCatalogReads, createAnswerCache } from './catalog/catalog-cache';
import { createShopMetrics, registerMetrics } from './metrics/shop-metrics';
import { createCatalogHandlers } from './catalog/catalog-handlers';
import { createSearchIndex, type SearchIndex } from './catalog/search-index';
import { contentHandlers } from './content/content-handlers';
import { createEngagementHandlers } from './engagement/engagement-handlers';
import { geoHandlers } from './geo/geo-handlers';
import { readinessChecks, registerHealth } from './health/register-health';
import { createShopJobs } from './jobs/shop-jobs';
import { createMailer } from './mail/mailer';
import { registerMedia } from './media/register-media';
import { registerAdminApp } from './admin-app/serve-admin-app';
import { redactTokens, registerDownloads } from './orders/download-route';
import { createOrderHandlers } from './orders/order-handlers';
import { createPaymentHandlers } from './payments/payment-handlers';
import { createPaymentProviders } from './payments/create-providers';
import { registerStripeWebhook } from './payments/stripe-webhook';
import { installErrorHandlers } from './protocol/error-handler';
import { registerEndpoints } from './protocol/register-endpoints';
import { createRateLimiter } from './rate-limit/rate-limiter';
import { trustedProxies } from './rate-limit/trusted-proxies';
import { createFileStorage } from './storage/create-file-storage';
import { logOutput } from './logging/log-format';
import { REQUEST_ID_HEADER, requestIdOf } from './logging/request-id';
import type { FileStorage } from './storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's search in memory; null when it is off (SEARCH_INDEX_SECONDS=0). */
    searchIndex: SearchIndex | null;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The shop's files; made from `config` (and closed with the app) when not given. */
  storage?: FileStorage;
}

/** Builds the back-office: external plugins, then the protocol's plugins, then the endpoints. */
export async function buildApp({
  config,
  db,
  logger,
  storage: givenStorage,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      ...logOutput(config.LOG_FORMAT),
      // Download links carry a session token in their path: it never reaches the logs.
      serializers: { req: (request) => ({ method: request.method, url: redactTokens(request.url), id: request.id }) },
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from the configured proxies (the storefront on loopback by default).
    trustProxy: trustedProxies(config.BACKOFFICE_TRUST_PROXY),
    // `__proto__` and `constructor` keys are dropped from bodies rather than refused.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // The storefront's request id (logged as reqId) when it sends a sane one, so one id spans both apps.
    genReqId: requestIdOf,
  });
  // Callers learn the id their request is logged under.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  // Any declared content type is read as JSON: a body that is not JSON is a 400, not a 415.
  app.addContentTypeParser('*', { parseAs: 'string' }, app.getDefaultJsonParser('remove', 'remove'));

  // Helmet's security headers on every answer, its middleware built once. @fastify/helmet built it
  // again for every request (parsing the CSP each time): 6 % of the back-office's time under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        // The OpenAPI page's own scripts and styles are served from this host.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Shop back-office',
        version: '1.0.0',
        description:
          'Every endpoint is `POST` with a body `{"requestParameters": {...}}` and headers `Token` and `UserID` ' +
          '(empty when absent). Answers are `{ statusCode, message, errorMessage, data }` where `data` is the JSON ' +
          'text of a list of rows. Bad input answers 400 with an `errorMessage` naming the field; unknown endpoints 404. ' +
          'Texts come in the language of the `Accept-Language` header (en or ar). ' +
          'Signed-in calls send the `Token` from get-user-login; a missing, ended or expired session (7 days idle, ' +
          '30 days at most), or a `UserID` header or payload `UserID`/`UserId` naming another user, answers 401. ' +
          'Limits per email or per address answer 429 with an `errorMessage` saying how long to wait.',
      },
      servers: [{ url: config.PUBLIC_URL }],
      components: {
        securitySchemes: {
          [ADMIN_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: "The shop owner's token: ADMIN_TOKEN, or the one made in DATA_DIR/admin-token",
          },
          [STAFF_SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: ADMIN_COOKIE,
            description:
              "A staff member's session, set by POST /api/v1/admin/session (HttpOnly, SameSite=Strict). State-changing " +
              "requests must also come from the admin's own Origin.",
          },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The OpenAPI page's own policy allows framing by this host (like every other answer, it is framed
    // by none) and no inline styles, which Swagger UI inserts as it renders.
    transformStaticCSP: (header) =>
      header
        .replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'")
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'"),
  });

  installErrorHandlers(app, config.BODY_LIMIT_BYTES);
  // Pictures, uploads and downloads: DATA_DIR/files, or the bucket every instance shares (S3_BUCKET).
  const storage = givenStorage ?? (await createFileStorage(config));
  if (!givenStorage) app.addHook('onClose', () => storage.close());
  registerMedia(app, storage);
  await registerAdminApp(app);

  const rateLimiter = await createRateLimiter(config, db, app.log);
  registerHealth(app, readinessChecks(config, db, rateLimiter, storage));
  // Mail, payment reconciliation and the nightly purge run on the job queue, started and stopped with the app.
  const jobs = await createShopJobs({ config, db, log: app.log });
  const mailer = createMailer(config, { queue: jobs.mail });
  app.addHook('onClose', async () => {
    await mailer.settle();
    await rateLimiter.close();
  });
  // One hasher for shoppers and staff: its bound (2 checks at once, 32 waiting) holds for the whole process.
  const passwords = createPasswordHasher({ memoryKib: config.ARGON2_MEMORY_KIB });
  const accountHandlers = await createAccountHandlers({ config, rateLimiter, mailer, passwords });
  const engagementHandlers = await createEngagementHandlers({ config, rateLimiter, mailer });
  const payments = createPaymentProviders(db, config);
  jobs.work({ mailer, providers: payments });
  app.addHook('onReady', () => jobs.queue.start());
  app.addHook('onClose', () => jobs.queue.stop());

  const metrics = createShopMetrics();
  registerMetrics(app, { metrics, db, token: config.METRICS_TOKEN });
  const catalogCache = createAnswerCache({ ttlSeconds: config.CATALOG_CACHE_SECONDS, observe: metrics.cacheLookup });
  const changes = await createShopChanges({ cache: catalogCache, databaseUrl: config.DATABASE_URL, db });
  app.addHook('onClose', () => changes.close());
  // Searches answered from memory, set aside by the same changes as the cached answers.
  const searchIndex =
    config.SEARCH_INDEX_SECONDS > 0
      ? createSearchIndex({
          db,
          maxAgeSeconds: config.SEARCH_INDEX_SECONDS,
          onError: (error) => app.log.error({ err: error }, 'search index not built'),
        })
      : undefined;
  if (searchIndex) {
    changes.subscribe((change) => change.scope !== 'stock' && searchIndex.invalidate());
    app.addHook('onReady', async () => void searchIndex.build());
    app.addHook('onClose', () => searchIndex.stop());
  }
  app.decorate('searchIndex', searchIndex ?? null);

  registerEndpoints(
    app,
    cacheCatalogReads(
      {
        ...createCatalogHandlers(searchIndex),
        ...cartHandlers,
        ...contentHandlers,
        ...geoHandlers,
        ...accountHandlers,
        ...engagementHandlers,
        ...createOrderHandlers({ providers: payments, mailer, config, metrics }),
        ...createPaymentHandlers(payments, db, rateLimiter),
      },
      { cache: catalogCache, changed: () => changes.published('catalog') },
    ),
    { db, config },
  );
  registerDownloads(app, db, storage);
  registerChangeStream(app, changes);
  await registerAdmin(app, {
    config,
    db,
    rateLimiter,
    passwords,
    adminToken: await loadAdminToken(config),
    changes,
    mailer,
    storage,
  });
  await registerStripeWebhook(app, { db, providers: payments });
  return app;
}
