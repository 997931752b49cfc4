// buildApp(config) builds the Fastify app and never listens (server.ts does).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { accountRoutes } from './modules/account';
import { cartRoutes } from './modules/cart';
import { CatalogService, catalogRoutes } from './modules/catalog';
import { deliveryPlugin } from './modules/delivery';
import { giftsPlugin, giftsRoutesPlugin } from './modules/gifts';
import { listsPlugin } from './modules/lists';
import { ordersRoutes, testGatewayRoutes } from './modules/orders';
import { searchRoutes } from './modules/search';
import { openDatabase, pingDatabase, type DatabaseHandle } from './platform/db';
import { installErrorHandling } from './platform/error-handler';
import { AppError } from './platform/errors';
import { registerOpenApi } from './platform/openapi';
import { sessionPlugin } from './platform/session';
import { registerWeb } from './platform/web';
import { platformRoutes } from './platform/platform.routes';

// Italian messages for every schema failure.
z.config(z.locales.it());

export const API_PREFIX = '/ebsn/api';

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
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers["x-ebsn-account"]', 'req.headers["x-ebsn-session"]'],
          },
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  }).withTypeProvider<ZodTypeProvider>();

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dir: config.dbDir,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  app.decorate('config', config);
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  // Responses are built by our code from typed objects: serialise without re-validating.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  installErrorHandling(app);

  // PostgreSQL text cannot hold NUL: refuse it at the edge, before any handler.
  app.addHook('preValidation', async (request) => {
    const hasNul = (v: unknown): boolean =>
      typeof v === 'string'
        ? v.includes('\u0000')
        : Array.isArray(v)
          ? v.some(hasNul)
          : v !== null && typeof v === 'object'
            ? Object.entries(v).some(([k, x]) => k.includes('\u0000') || hasNul(x))
            : false;
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
  });
  await registerOpenApi(app);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = await pingDatabase(database.db);
    return reply
      .status(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'database unavailable', database: database.kind });
  });

  // Generated images (product packshots, category pictures, store logos).
  fs.mkdirSync(config.filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.filesDir,
    prefix: '/img/',
    decorateReply: false,
    maxAge: '1d',
  });

  // Module services shared across modules (one instance per app: caches live here).
  app.decorate('catalog', new CatalogService(database.db));

  await app.register(
    async (api) => {
      await api.register(platformRoutes);
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(deliveryPlugin);
      await api.register(giftsPlugin);
      await api.register(cartRoutes);
      await api.register(giftsRoutesPlugin);
      await api.register(listsPlugin);
      await api.register(accountRoutes);
      await api.register(ordersRoutes);
    },
    { prefix: API_PREFIX },
  );
  // The built-in test payment gateway (a stand-in for an outside provider).
  await app.register(testGatewayRoutes);

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
