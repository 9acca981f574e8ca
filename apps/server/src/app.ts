import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import type { ClubIdentity, Language } from '@club/shared';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type DoneFuncWithErrOrRes,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { loadBackupKey } from './backup/archive-crypto';
import { backupDestination } from './backup/destination';
import { Backups } from './backup/service';
import { configuredObjectStore } from './bootstrap';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { archiveRoutes } from './modules/archive/routes';
import { auditRoutes } from './modules/audit/routes';
import { passkeyRoutes } from './modules/auth/passkey-routes';
import { authRoutes } from './modules/auth/routes';
import { secondFactorRoutes } from './modules/auth/second-factor-routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { backendRoutes } from './modules/backend/routes';
import { committeeRoutes } from './modules/committee/routes';
import { contactRoutes } from './modules/contact/routes';
import { contributionRoutes } from './modules/contributions/routes';
import { contributionPayable, contributionTotalsOver, donationCardPayable } from './modules/contributions/service';
import { contributionStaffRoutes } from './modules/contributions/staff-routes';
import { eventRegistrationRoutes } from './modules/events/registration-routes';
import { eventRoutes } from './modules/events/routes';
import { eventCardPayable, eventFeePayable, scheduleEventPlaceRelease } from './modules/events/service';
import { fileRoutes } from './modules/files/routes';
import { cardPaymentRoutes } from './modules/finance/card-payment-routes';
import { financialRecordRoutes } from './modules/finance/records-routes';
import { financeRoutes } from './modules/finance/routes';
import { type CardPaymentDeps, Payables, scheduleCardPaymentSweep, sweepCardPayments } from './modules/finance/service';
import { statementRoutes } from './modules/finance/statement-routes';
import { galleryRoutes } from './modules/gallery/routes';
import { homeRoutes } from './modules/home/routes';
import { linkPreviews, withLinkPreview } from './modules/home/service';
import { minutesRoutes } from './modules/meetings/minutes-routes';
import { meetingRoutes } from './modules/meetings/routes';
import { memberRoutes } from './modules/members/routes';
import { renewalCardPayable, scheduleReminders, seasonTotals } from './modules/members/service';
import { newsRoutes } from './modules/news/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { profileRoutes } from './modules/profiles/routes';
import { registrationRoutes } from './modules/registrations/routes';
import { registrationCardPayable, registrationPayable, renewalPayable } from './modules/registrations/service';
import { roleRoutes } from './modules/roles/routes';
import { settingsRoutes } from './modules/settings/routes';
import { setupRoutes } from './modules/setup/routes';
import { shopRoutes } from './modules/shop/routes';
import { orderCardPayable, orderPayable } from './modules/shop/service';
import { shopStaffRoutes } from './modules/shop/staff-routes';
import { sponsorRoutes } from './modules/sponsors/routes';
import { systemRoutes } from './modules/system/routes';
import { feedRoutes } from './modules/teams/feed-routes';
import { playerImportRoutes } from './modules/teams/import-routes';
import { teamRoutes } from './modules/teams/routes';
import { scheduleRoutes } from './modules/teams/schedule-routes';
import { scheduleSessionReminders } from './modules/teams/service';
import { userRoutes } from './modules/users/routes';
import { type Access, describeAccess, isPublicAccess, registerAccessControl, type Viewer } from './platform/access';
import { type Auth, createAuth } from './platform/auth';
import { errorBody, loggableError, registerErrorHandling } from './platform/errors';
import { LOCAL_WRITE, preferredEncoding } from './platform/expiring-cache';
import { FilePolicies } from './platform/file-access';
import { scheduleHousekeeping } from './platform/housekeeping';
import { registerInputGuard } from './platform/input';
import { manifestFor, pageLanguageFor, requestLanguage, templatesByLanguage } from './platform/language';
import { loggerOptions, RequestLines, requestLogger } from './platform/logging';
import { createMailer, createMailTransport, MAIL_QUEUE_TABLE, type Mailer, MailWorker } from './platform/mail';
import { ProcessMetrics } from './platform/metrics';
import { acceptMultipartBodies } from './platform/multipart';
import { PERMISSION_TABLES, PermissionStore } from './platform/permissions';
import { createPushSender, NOTIFICATIONS_TABLE, PushKeys, PushWorker } from './platform/push';
import { postgresRateLimitStore } from './platform/rate-limit-store';
import { type LiveHub, registerRealtime } from './platform/realtime';
import { compressedOnce, isPageRenderRequest, renderedPages } from './platform/rendered-pages';
import { assertResponseDeclared, assertSerializableResponses } from './platform/response-schemas';
import { addRouteHook, isWriteMethod, takesWrites } from './platform/route-hooks';
import { loadAuthSecret } from './platform/secrets';
import { registerOriginCheck, registerSecurityHeaders } from './platform/security';
import { SessionCache } from './platform/session-cache';
import { SETTINGS_TABLE, SettingsStore } from './platform/settings';
import { BUCKETS, FileStorage } from './platform/storage';
import { tooManyRequests } from './platform/submission-limit';
import { SecretBox } from './platform/totp';
import { scheduleUploadSweep } from './platform/upload-sweep';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Overrides the pino logger options (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  /** The scrypt cost of password hashes, when not better-auth's (in-process tests: decision 043). */
  passwordCost?: number;
}

export interface ClubApp {
  app: FastifyInstance;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  live: LiveHub;
  permissions: PermissionStore;
  settings: SettingsStore;
  metrics: ProcessMetrics;
  backups: Backups;
  /** One pass of a scheduled job now (the command line, tests). */
  jobs: { 'card-payments': () => Promise<unknown> };
}

const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const webRenderer = fileURLToPath(new URL('../../web/dist-ssr/render-page.js', import.meta.url));
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Changes to these make a remembered session stale: its profile, its role's level or activity. */
const SESSION_TABLES = new Set(['profiles', 'user_roles']);

export async function buildApp({ config, database, logger, passwordCost }: AppDependencies): Promise<ClubApp> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    // A request must arrive whole within 5 minutes (Node's own default, which Fastify turns off): an upload
    // from a phone on a slow network takes a minute or two; one that trickles for longer is cut off.
    requestTimeout: 5 * 60_000,
    trustProxy: config.trustProxy,
    // While stopping, requests already on their way over kept-alive connections (a proxy's) are answered,
    // not refused with 503 (see `draining` below).
    return503OnClosing: false,
    logController: new RequestLines(config.logLevel, isPageRenderRequest),
    childLoggerFactory: requestLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  // Stopping (SIGTERM): the server stops listening and closes idle connections; a request still arriving on
  // a busy one is answered with `Connection: close`, so the proxy sends the next to another server and
  // the process exits as soon as the requests in flight are done.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  const mailer = createMailer(database.db, new URL(config.publicUrl).hostname);
  const mailWorker = new MailWorker(
    database.db,
    createMailTransport({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
      log: app.log,
    }),
    app.log,
  );
  const pushKeys = new PushKeys(database.db);
  const pushWorker = new PushWorker(
    database.db,
    createPushSender({ keys: pushKeys, contact: config.clubEmail, services: config.pushServices }),
    config.publicUrl,
    app.log,
  );
  const secret = loadAuthSecret(config.authSecret, config.dataDir);
  const auth = createAuth({ db: database.db, secret, publicUrl: config.publicUrl, mailer, log: app.log, passwordCost });
  const settings = new SettingsStore(database.db);
  const objects = configuredObjectStore(config);
  const storage = new FileStorage(objects, (bucket) => {
    const limits = settings.current().uploadLimitsMb;
    return (BUCKETS[bucket].visibility === 'public' ? limits.images : limits.documents) * 1024 * 1024;
  });

  registerSecurityHeaders(app);
  let liveClients = () => 0;
  const metrics = new ProcessMetrics(() => liveClients());
  metrics.attach(app, database.db, app.log);
  registerOriginCheck(app, config.publicUrl);
  const permissions = new PermissionStore(database.db);
  settings.readLogosWith(async (url) => {
    const name = url.split('/').pop() ?? '';
    const file = await storage.open('club-logos', name);
    return file ? buffer(file.stream) : null;
  });
  await Promise.all([permissions.reload(), settings.reload()]);
  const sessions = new SessionCache<Viewer | null>();
  registerAccessControl(app, { auth, db: database.db, permissions, sessions });
  // Table changes from any process (Postgres NOTIFY): modules refresh their caches on 'change'.
  const changes = new EventEmitter();
  // Every cache and store of every module listens here: more than Node's default of ten is expected.
  changes.setMaxListeners(100);
  const noteLocalWrite = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: DoneFuncWithErrOrRes,
  ) => {
    if (isWriteMethod(request.method) && reply.statusCode < 400) changes.emit(LOCAL_WRITE);
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (takesWrites(route)) addRouteHook(route, 'onSend', noteLocalWrite);
  });
  app.addHook('onRoute', (route) => {
    assertResponseDeclared(route);
    assertSerializableResponses(route);
    const access = route.config?.access as Access | undefined;
    if (!access || route.schema?.hide) return;
    route.schema = {
      ...route.schema,
      security: isPublicAccess(access) ? [] : [{ sessionCookie: [] }],
      description: [route.schema?.description, `Access: ${describeAccess(access)}.`].filter(Boolean).join('\n\n'),
    };
  });

  await app.register(rateLimit, {
    global: false,
    // Several app processes share one Postgres: they must share the counters too.
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });

  acceptMultipartBodies(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Club portal API', version: '1.0.0' },
      components: {
        securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'club.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await publicScope(app, async (scope) => {
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    scope.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  });

  changes.on(LOCAL_WRITE, () => sessions.clear());
  changes.on('change', (table: string) => {
    if (SESSION_TABLES.has(table)) sessions.clear();
    if (PERMISSION_TABLES.has(table)) {
      permissions.reload().catch((err) => app.log.error({ err: loggableError(err) }, 'permission reload failed'));
    }
    if (table === SETTINGS_TABLE) {
      settings.reload().catch((err) => app.log.error({ err: loggableError(err) }, 'settings reload failed'));
    }
    if (table === MAIL_QUEUE_TABLE) mailWorker.kick();
    if (table === NOTIFICATIONS_TABLE) pushWorker.kick();
  });
  const memberDeps = { db: database.db, permissions, mailer, settings, storage, publicUrl: config.publicUrl };
  const stopJobs = config.scheduledJobs
    ? [
        scheduleUploadSweep(database, storage, app.log),
        scheduleHousekeeping(database.db, app.log),
        scheduleReminders(memberDeps, app.log),
        scheduleSessionReminders(memberDeps, app.log),
        scheduleEventPlaceRelease(memberDeps, app.log),
      ]
    : [];
  const backups = new Backups({
    database,
    store: objects,
    destination: backupDestination(config.backup.destination, config.dataDir),
    key: loadBackupKey(config.backup.key, config.dataDir),
    schedule: () => settings.current().backups,
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const stopBackups = config.backup.scheduler ? backups.schedule() : () => {};
  app.addHook('onClose', async () => {
    for (const stop of stopJobs) stop();
    stopBackups();
    await backups.idle();
  });
  if (config.mailWorker) {
    app.addHook('onReady', async () => {
      mailWorker.start();
      pushWorker.start();
    });
    app.addHook('preClose', async () => {
      await Promise.all([mailWorker.stop(), pushWorker.stop()]);
    });
  }
  const live = await registerRealtime(
    app,
    {
      database,
      permissions,
      limits: { maxConnections: config.liveMaxConnections, maxPerAddress: config.liveMaxPerAddress },
    },
    (table) => changes.emit('change', table),
  );
  liveClients = () => live.size;
  systemRoutes(app, { database });
  authRoutes(app, {
    auth,
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    secret,
    rateLimit: config.authRateLimit,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  sessionRoutes(app, { db: database.db, permissions });
  passkeyRoutes(app, {
    auth,
    db: database.db,
    mailer,
    publicUrl: config.publicUrl,
    rateLimit: config.authRateLimit,
  });
  secondFactorRoutes(app, {
    auth,
    db: database.db,
    mailer,
    permissions,
    publicUrl: config.publicUrl,
    secret,
    rateLimit: config.authRateLimit,
    secureCookies: config.publicUrl.startsWith('https://'),
  });
  notificationRoutes(app, { db: database.db, pushKeys, pushServices: config.pushServices });
  profileRoutes(app, { db: database.db, permissions, secureCookies: config.publicUrl.startsWith('https://') });
  const filePolicies = new FilePolicies();
  fileRoutes(app, { storage, permissions, filePolicies });
  teamRoutes(app, { db: database.db, changes });
  playerImportRoutes(app, { db: database.db, permissions });
  scheduleRoutes(app, { db: database.db, mailer, publicUrl: config.publicUrl, settings });
  feedRoutes(app, { db: database.db, publicUrl: config.publicUrl });
  sponsorRoutes(app, { db: database.db, changes });
  committeeRoutes(app, { db: database.db, changes });
  galleryRoutes(app, { db: database.db, storage, changes });
  registrationRoutes(app, {
    db: database.db,
    publicUrl: config.publicUrl,
    permissions,
    mailer,
    settings,
    storage,
    filePolicies,
    submissionRateLimit: config.submissionRateLimit,
    changes,
  });
  memberRoutes(app, memberDeps);
  contactRoutes(app, {
    db: database.db,
    mailer,
    recipient: () => settings.current().contact.email ?? config.clubEmail,
  });
  settingsRoutes(app, { db: database.db, settings, permissions, storage });
  newsRoutes(app, { db: database.db });
  eventRoutes(app, { db: database.db, mailer, publicUrl: config.publicUrl });
  eventRegistrationRoutes(app, { db: database.db, mailer, permissions, storage, publicUrl: config.publicUrl });
  homeRoutes(app, { db: database.db, changes });
  userRoutes(app, { db: database.db, auth, permissions, mailer, publicUrl: config.publicUrl, log: app.log });
  privacyRoutes(app, { db: database.db, storage, permissions, mailer, log: app.log });
  roleRoutes(app, { db: database.db, permissions });
  auditRoutes(app, { db: database.db });
  // What the modules are owed by bank transfer, and the totals the AGM pack shows: finance imports no module.
  const payables = new Payables([
    orderPayable,
    contributionPayable,
    eventFeePayable,
    registrationPayable,
    renewalPayable,
  ]);
  const figures = { memberships: seasonTotals, contributions: contributionTotalsOver };
  financeRoutes(app, { db: database.db, settings, payables, figures });
  const cardPayments: CardPaymentDeps = {
    db: database.db,
    mailer,
    permissions,
    settings,
    publicUrl: config.publicUrl,
    payables,
    cardPayables: {
      renewal: renewalCardPayable,
      event: eventCardPayable,
      donation: donationCardPayable,
      order: orderCardPayable,
      registration: registrationCardPayable,
    },
    secrets: new SecretBox(secret, 'card gateway key v1'),
    gatewayUrl: config.cardGatewayUrl,
    submissionRateLimit: config.submissionRateLimit,
  };
  cardPaymentRoutes(app, cardPayments);
  if (config.scheduledJobs) stopJobs.push(scheduleCardPaymentSweep(cardPayments, app.log));
  statementRoutes(app, { db: database.db, mailer, permissions, settings, publicUrl: config.publicUrl, payables });
  financialRecordRoutes(app, { db: database.db, permissions, mailer });
  archiveRoutes(app, { db: database.db, storage });
  contributionRoutes(app, {
    db: database.db,
    storage,
    settings,
    changes,
    submissionRateLimit: config.submissionRateLimit,
  });
  contributionStaffRoutes(app, { db: database.db, storage, mailer, permissions });
  shopRoutes(app, {
    db: database.db,
    storage,
    settings,
    mailer,
    changes,
    publicUrl: config.publicUrl,
    submissionRateLimit: config.submissionRateLimit,
  });
  shopStaffRoutes(app, { db: database.db, mailer, permissions });
  backendRoutes(app, { database, storage, dataDir: config.dataDir, settings, permissions, changes, backups });
  setupRoutes(app, {
    db: database.db,
    settings,
    mailer,
    mailTransport: config.smtpUrl ? 'smtp' : 'outbox',
    backupKeyFingerprint: () => backups.keyFingerprint(),
  });
  meetingRoutes(app, { db: database.db, permissions, mailer, publicUrl: config.publicUrl });
  minutesRoutes(app, { db: database.db, permissions, mailer, publicUrl: config.publicUrl });

  await registerStaticFiles(app, {
    linkPreviewFor: linkPreviews(database.db),
    publicUrl: config.publicUrl,
    changes,
    settings,
  });
  const jobs = { 'card-payments': () => sweepCardPayments(cardPayments) };
  return { app, auth, mailer, storage, live, permissions, settings, metrics, backups, jobs };
}

/** Routes registered inside are public (third-party plugins: API docs, static files). */
async function publicScope(app: FastifyInstance, register: (scope: FastifyInstance) => Promise<void>) {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true } };
    });
    await register(scope);
  });
}

async function registerStaticFiles(
  app: FastifyInstance,
  {
    linkPreviewFor,
    publicUrl,
    changes,
    settings,
  }: {
    linkPreviewFor: ReturnType<typeof linkPreviews>;
    publicUrl: string;
    changes: EventEmitter;
    settings: SettingsStore;
  },
) {
  const indexHtmlPath = join(webDist, 'index.html');
  const indexHtml = existsSync(indexHtmlPath) ? readFileSync(indexHtmlPath, 'utf8') : null;
  const hasWeb = indexHtml !== null;
  const manifestPath = join(webDist, 'manifest.webmanifest');
  const builtManifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as object) : null;
  if (hasWeb) {
    await publicScope(app, async (scope) => {
      // The installed app's name and colour are the club's (Club Settings), in the visitor's language.
      if (builtManifest)
        scope.get('/manifest.webmanifest', { schema: { hide: true } }, async (request, reply) => {
          reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
          reply.type('application/manifest+json');
          return manifestFor(builtManifest, settings.current().identity, requestLanguage(request));
        });
      const builtFiles = {
        decorateReply: false,
        index: false,
        // The build writes .br and .gz beside each text asset: sent as the browser accepts, never compressed here.
        preCompressed: true,
      } as const;
      // The app's assets, named by their content: one route for their folder, cached for a year. (A route per
      // file, its .br and .gz and their HEAD twins, was some 1,100 routes: 2.7 MB of the router's 6.2 MB, 0.2 s of
      // every restart.)
      await scope.register(fastifyStatic, {
        ...builtFiles,
        root: join(webDist, 'assets'),
        prefix: '/assets/',
        // The folder itself is not found, like any missing file (the file server would answer it 403).
        allowedPath: (pathname) => !pathname.endsWith('/'),
        setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
      });
      // The few files beside index.html (the worker, the icons), asked again on every visit.
      await scope.register(fastifyStatic, {
        ...builtFiles,
        root: webDist,
        prefix: '/',
        wildcard: false,
        globIgnore: ['assets/**', '*.br', '*.gz', 'manifest.webmanifest'],
        setHeaders: (res) => res.header('cache-control', 'no-cache'),
      });
    });
  }
  // The Thaana font is fetched with the HTML of a Dhivehi page, not once the text is laid out: it is there
  // for the first paint, so the page does not move when it arrives.
  const thaanaFonts = hasWeb
    ? readdirSync(join(webDist, 'assets'))
        .filter((name) => /^noto-sans-thaana-.*\.woff2$/.test(name))
        .map((name) => `/assets/${name}`)
    : [];
  // The app's page in each language, with the club's name and colours: made again when Club Settings change them.
  let templates: { identity: ClubIdentity; pageIn: Record<Language, string> } | undefined;
  const templateFor = (html: string, language: Language) => {
    const { identity } = settings.current();
    if (templates?.identity !== identity)
      templates = { identity, pageIn: templatesByLanguage(html, { dv: thaanaFonts }, identity) };
    return templates.pageIn[language];
  };
  const pageIn = indexHtml ? (language: Language) => templateFor(indexHtml, language) : undefined;
  const renderedPage = pageIn
    ? await renderedPages(app, {
        rendererFile: webRenderer,
        templateFor: pageIn,
        changes,
        log: app.log,
        decorate: async (path, html, language) => {
          const preview = await linkPreviewFor(path);
          return preview ? withLinkPreview(html, preview, new URL(path, publicUrl).toString(), language) : html;
        },
      })
    : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (pageIn && isPageRequest && !path.startsWith('/api/') && !path.startsWith('/files/')) {
      // The SPA owns every other path, including its own not-found page; shared links get their preview.
      // Pages are drawn in the browser's language (its cookie, else the account's, else its languages).
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding, accept-language, cookie');
      const language = await pageLanguageFor(request, reply, publicUrl.startsWith('https://'));
      const indexHtml = pageIn(language);
      const page = await renderedPage?.shared(path.length > 1 ? path.replace(/\/+$/, '') : path, language);
      if (page) {
        const encoded = encoding ? page[encoding] : undefined;
        reply.status(page.status);
        return encoding && encoded ? reply.header('content-encoding', encoding).send(encoded) : reply.send(page.html);
      }
      const cookie = request.headers.cookie;
      const visitorPage = cookie ? await renderedPage?.forVisitor(request.url, cookie, language) : undefined;
      if (visitorPage) {
        // What this visitor may see: for this response only, kept by no cache.
        reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, accept-language, cookie');
        if ('redirectTo' in visitorPage) return reply.redirect(visitorPage.redirectTo, 302);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.status(visitorPage.status).send(compressedOnce(visitorPage.html, encoding));
      }
      // An address the app has no page for: its not-found page, answered as such.
      if (renderedPage && !renderedPage.isAppPath(path)) return reply.status(404).send(indexHtml);
      // A preview is a courtesy to link-sharing apps: if it cannot be looked up, the page itself still loads.
      const preview = await linkPreviewFor(path).catch((error: unknown) => {
        request.log.warn({ err: loggableError(error) }, 'link preview failed');
        return undefined;
      });
      if (preview === null) return reply.status(404).send(indexHtml);
      return reply.send(
        preview ? withLinkPreview(indexHtml, preview, new URL(path, publicUrl).toString(), language) : indexHtml,
      );
    }
    return reply.status(404).send(errorBody(404, `No route for ${request.method} ${path}`));
  });
}
