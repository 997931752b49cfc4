// buildApp(config) builds the Fastify app and never listens (server.ts does).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type http from 'node:http';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerFactory,
} from 'fastify';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { composeServices, type CompositionOverrides } from './composition';
import { registerApi, registerRootRoutes } from './routes';
import { auditPlugin, injectSnapshots } from './modules/backoffice';
import { openDatabase, pingDatabase, slowQueryLog, type DatabaseHandle } from './platform/db';
import { installErrorHandling } from './platform/error-handler';
import { registerBackupRoute } from './platform/backup';
import { failure } from './platform/envelope';
import { AppError, GENERIC_FAILURE } from './platform/errors';
import { startJobs, type JobRunner } from './platform/jobs';
import { createLogger } from './platform/logging';
import { configurePasswordHashing } from './platform/password';
import { registerOpenApi } from './platform/openapi';
import { sessionPlugin } from './platform/session';
import { registerWeb } from './platform/web';

// Italian messages for every schema failure.
z.config(z.locales.it());

export const API_PREFIX = '/ebsn/api';
const BAD_URL_MESSAGE = 'Indirizzo della richiesta non valido: controlla i caratteri del percorso.';

/** The origin of absolute map tile URLs, for the CSP ({s} subdomains become a wildcard). */
export function tileOrigin(url: string): string[] {
  const match = /^(https?:\/\/[^/]+)/.exec(url);
  return match ? [match[1]!.replace('{s}', '*')] : [];
}
const here = path.dirname(fileURLToPath(import.meta.url));
export const WEB_BUILD_DIR = path.resolve(here, '../../web/build');

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export interface BuildOptions {
  /** An open, migrated database; when absent one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** The HTTP server to use (server.ts binds the port before the database is opened). */
  serverFactory?: FastifyServerFactory<http.Server>;
  /** Where the log goes (tests read it); stdout when absent. */
  logStream?: Writable;
  /** Replacements of outside collaborators in the composition root (tests). */
  overrides?: CompositionOverrides;
}

/** Nesting depth of JSON bodies; deeper ones are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logging =
    config.LOG_LEVEL === 'silent' && !options.logStream
      ? { logger: false as const }
      : { loggerInstance: createLogger(config.LOG_LEVEL, options.logStream) };
  const trustProxy = config.TRUST_PROXY;
  const serverOptions: FastifyHttpOptions<http.Server> = {
    ...logging,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // The client's address and protocol come from X-Forwarded-* only through configured proxies.
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    // Protocol failures keep the envelope (API-CONTRACT.md): a header block over the limit (431),
    // a request the HTTP parser refuses (400), a path with a bad escape (400).
    clientErrorHandler: clientError,
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const status =
        error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 400 : 500;
      // The content backend answers in WordPress's error shape (ADR 0047).
      if (request.url.startsWith('/p/wp-json/')) {
        void reply.status(status).send({
          code: status === 400 ? 'rest_invalid_request' : 'rest_error',
          message: status === 400 ? BAD_URL_MESSAGE : GENERIC_FAILURE,
          data: { status },
        });
        return;
      }
      void reply
        .status(status)
        .send(
          status === 400
            ? failure('error.bad_url', BAD_URL_MESSAGE)
            : failure('error.generic', GENERIC_FAILURE),
        );
    },
  };
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();

  configurePasswordHashing({
    concurrency: config.PASSWORD_HASH_CONCURRENCY,
    queue: config.PASSWORD_HASH_QUEUE,
  });
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dir: config.dbDir,
      poolSize: config.DATABASE_POOL_SIZE,
      onQuery: slowQueryLog(config.SLOW_QUERY_MS),
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  // The catalogue's reads on a replica when one is configured (ADR 0081).
  const reads =
    config.DATABASE_READ_URL && database.kind === 'postgres'
      ? await openDatabase({
          url: config.DATABASE_READ_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          onQuery: slowQueryLog(config.SLOW_QUERY_MS),
        })
      : undefined;
  if (config.DATABASE_READ_URL && !reads)
    app.log.warn('DATABASE_READ_URL is ignored: the embedded database has no replica');
  if (reads) app.addHook('onClose', async () => reads.close());

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by our code from typed objects: serialise without re-validating.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);

  // JSON bodies: nesting deeper than MAX_JSON_DEPTH is refused before parsing (a body of a few
  // KB nested thousands deep would otherwise exhaust the stack of whatever walks it).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(String(body)) > MAX_JSON_DEPTH)
      return done(
        AppError.validation(
          'error.validation',
          `La richiesta è annidata troppo in profondità (al massimo ${MAX_JSON_DEPTH} livelli).`,
        ),
        undefined,
      );
    return parseJson(request, String(body), done);
  });

  // The server's own time for an API answer (hooks, handler, serialisation), for browsers'
  // developer tools and the benchmarks: what is ours and what is the network's or the client's.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/ebsn/api/'))
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
    return payload;
  });

  // PostgreSQL text cannot hold NUL: refuse it at the edge, before any handler.
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.body) || hasNul(request.params)) {
      throw AppError.validation('error.validation', 'La richiesta contiene caratteri non ammessi.');
    }
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin(config.MAP_TILE_URL)],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(sessionPlugin, {
    db: database.db,
    idleMinutes: config.SESSION_IDLE_MINUTES,
    absoluteDays: config.SESSION_ABSOLUTE_DAYS,
    publicOrigin: () => config.PUBLIC_URL,
  });
  await registerOpenApi(app);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await pingDatabase(database.db);
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'database unavailable', database: database.kind });
  });

  // The backup tool's door (loopback only, keyed): a consistent copy of the embedded database.
  registerBackupRoute(app, database);

  // Generated images (product packshots, category pictures, store logos). Customers' uploads
  // (refund photos) live in privateDir and go out only through their owner-checked call.
  fs.mkdirSync(config.filesDir, { recursive: true });
  movePrivateUploads(config);
  await app.register(fastifyStatic, {
    root: config.filesDir,
    prefix: '/img/',
    decorateReply: false,
    maxAge: '1d',
  });

  // Every service, built once per app in composition.ts (one instance per app: caches live there).
  const services = composeServices(config, database.db, app.log, options.overrides, {
    reads: reads?.db,
    notifications: database.notifications,
    writes: database.writes,
  });
  app.addHook('onClose', async () => services.close());
  // While staff act as a customer every write of the API is logged and what stays the customer's
  // own is refused (issue 22): hooks on the whole app, in place before the API's routes exist.
  await app.register(auditPlugin, {
    service: services.backoffice,
    snapshots: injectSnapshots(app),
    marketing: services.backoffice.marketingDisclaimers,
  });
  await app.register(async (api) => registerApi(api, services), { prefix: API_PREFIX });
  await registerRootRoutes(app, services);
  // The payment provider's own pages (the built-in test gateway's), outside /ebsn/api.
  const provider = services.paymentProvider;
  if (provider.routes) await app.register(async (pages) => provider.routes!(pages));

  // Periodic jobs: pg-boss on a PostgreSQL server, timers otherwise (JOB_RUNNER).
  let jobs: JobRunner | null = null;
  app.addHook('onReady', async () => {
    jobs = await startJobs(services.jobs, {
      databaseUrl: config.JOB_RUNNER === 'auto' ? config.DATABASE_URL : undefined,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });

  // The storefront (server-rendered React Router app), when it has been built.
  if (config.SERVE_WEB) {
    await registerWeb(app, {
      buildDir: WEB_BUILD_DIR,
      apiOrigin: () => {
        const address = app.server.address();
        return typeof address === 'object' && address
          ? `http://127.0.0.1:${address.port}`
          : `http://127.0.0.1:${config.PORT}`;
      },
    });
  }

  return app;
}

/**
 * Refund photos were once written under files/refunds, which /img/ serves to anyone: they move to
 * privateDir/refunds (served only by order-refund/image to the request's owner).
 */
function movePrivateUploads(config: Config): void {
  const from = path.join(config.filesDir, 'refunds');
  if (!fs.existsSync(from)) return;
  const to = path.join(config.privateDir, 'refunds');
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const name of fs.readdirSync(from)) fs.renameSync(path.join(from, name), path.join(to, name));
  fs.rmdirSync(from);
}

/** Deepest nesting of arrays and objects in a JSON text (a scan, no parsing, no recursion). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/** Whether a parsed input holds a NUL character in any key or string (iterative). */
export function hasNul(input: unknown): boolean {
  const stack: unknown[] = [input];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) stack.push(...v);
    else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k.includes('\u0000')) return true;
        stack.push(x);
      }
    }
  }
  return false;
}

/** Errors of the HTTP parser, before Fastify has a request: answered in the envelope. */
function clientError(err: { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, text, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          'La richiesta è troppo grande: indirizzo o intestazioni troppo lunghi.',
        ]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'La richiesta ha impiegato troppo tempo: riprova.']
        : [400, 'Bad Request', 'Richiesta non valida.'];
  const body = JSON.stringify(
    failure(status === 431 ? 'error.header_too_large' : 'error.bad_request', message),
  );
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
