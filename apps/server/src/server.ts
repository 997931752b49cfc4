// Starts Sporta: database (PGlite or PostgreSQL), migrations, demo data on an
// empty database, then API + web on one port. Closes gracefully on SIGTERM/SIGINT.
import { parseConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './platform/db';
import { migrate } from './platform/migrate';
import { prepareDemoData } from './platform/demo-data';

async function main(): Promise<void> {
  const config = parseConfig();
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: config.dbDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  await migrate(database);
  if (config.SEED_DEMO) await prepareDemoData(database, config);
  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
