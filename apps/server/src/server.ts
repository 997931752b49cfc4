// Starts Sporta. In this order, so that a start that cannot work never touches the data:
//  1. the configuration (secrets read from, or generated into, DATA_DIR/secrets.json);
//  2. the lock of DATA_DIR when the database is the embedded PGlite (one process per folder);
//  3. the port: bound before the database is opened (a port in use stops here);
//  4. the database, its migrations and, on an empty one, the demo data;
//  5. the app, which then takes over the port. Until then every request answers 503.
// Closes gracefully on SIGTERM/SIGINT.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { listenUrl, parseConfig, type Config } from './config';
import { lockDataDir, type DataDirLock } from './platform/data-lock';
import { openDatabase, slowQueryLog, type DatabaseHandle } from './platform/db';
import { failure } from './platform/envelope';
import { migrate } from './platform/migrate';
import { prepareDemoData } from './platform/demo-data';
import { seedPickingDay } from '../db/seed/picking-day';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** What answers while the shop starts: 503, in the envelope under /ebsn/api. */
const starting: Handler = (req, res) => {
  res.statusCode = 503;
  res.setHeader('retry-after', '5');
  res.setHeader('cache-control', 'no-store');
  if ((req.url ?? '').startsWith('/ebsn/api') || req.url === '/healthz') {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(
      JSON.stringify(
        failure('error.starting', 'Il negozio si sta avviando: riprova tra qualche secondo.', 1),
      ),
    );
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(
    '<!doctype html><html lang="it"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Sporta si sta avviando</title></head><body><p>Il negozio si sta avviando: la pagina si ricarica da sola tra qualche secondo.</p></body></html>',
  );
};

function listen(server: http.Server, config: Config): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(
              `La porta ${config.PORT} su ${config.HOST} è già in uso: ferma il programma che la usa oppure scegline un'altra con PORT.`,
            )
          : err,
      );
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(config.PORT, config.HOST);
  });
}

async function main(): Promise<void> {
  const config = parseConfig();
  let lock: DataDirLock | null = null;
  let database: DatabaseHandle | null = null;
  let handler: Handler = starting;
  const server = http.createServer((req, res) => handler(req, res));
  // Fastify's own keep-alive (72 s) rather than Node's 5 s: an idle connection of a client or a
  // proxy (whose idle limit is usually 60 s) is not closed under a request it is about to send.
  server.keepAliveTimeout = 72_000;
  server.headersTimeout = 73_000;
  let shutdown: (signal: string) => void = () => {};

  const stopEarly = async (signal: string) => {
    console.log(`Sporta: ${signal} durante l'avvio, mi fermo.`);
    server.close();
    await database?.close().catch(() => undefined);
    await lock?.release().catch(() => undefined);
    process.exit(0);
  };
  shutdown = (signal) => void stopEarly(signal);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    if (!config.DATABASE_URL) lock = await lockDataDir(config.dataDir, 'server');
    const port = await listen(server, config);
    lock?.update({ port });
    if (!config.publicUrlExplicit) config.PUBLIC_URL = listenUrl(config.HOST, port);

    database = await openDatabase({
      url: config.DATABASE_URL,
      dir: config.dbDir,
      poolSize: config.DATABASE_POOL_SIZE,
      onQuery: slowQueryLog(config.SLOW_QUERY_MS),
    });
    await migrate(database);
    if (config.SEED_DEMO) await prepareDemoData(database, config);
    const db = database;
    let appHandler: Handler | null = null;
    const app = await buildApp(config, {
      database: db,
      serverFactory: (h) => {
        appHandler = h;
        return server;
      },
    });
    app.addHook('onClose', async () => db.close());
    await app.ready();
    // A day of demo orders for the seed's picker (issue 26), placed through the shop's own calls.
    if (config.SEED_DEMO) {
      const placed = await seedPickingDay(app, db.db);
      if (placed) app.log.info(`Sporta: ${placed} demo orders to pick placed for tomorrow`);
    }
    handler = appHandler ?? starting;
    app.log.info(`Sporta listening on ${listenUrl(config.HOST, port)} (public URL ${config.PUBLIC_URL})`);
    if (config.PAYMENT_PROVIDER === 'test-gateway' && config.NODE_ENV === 'production')
      app.log.warn(
        'PAYMENT_PROVIDER=test-gateway: payments go through the built-in test gateway, no real payment is taken',
      );

    let closing = false;
    shutdown = (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      server.close();
      server.closeIdleConnections();
      app
        .close()
        .then(() => lock?.release())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    };
  } catch (err) {
    server.close();
    await database?.close().catch(() => undefined);
    await lock?.release().catch(() => undefined);
    throw err;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
