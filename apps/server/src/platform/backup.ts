// Backups of the embedded default (README "Backups"). A backup is a folder (mode 0700):
//   database.tar.gz  the PGlite data folder, dumped between two transactions (consistent)
//   files/           generated images and other public files of DATA_DIR/files
//   private/         customers' uploads (refund photos)
//   secrets.json     the generated keys (order links and signatures stay valid after a restore)
//   manifest.json    what, when, from where
// While the server runs it holds the database: the backup tool asks it for the dump over the
// loopback (POST /_sporta/backup, with a key derived from PAYMENT_HMAC_KEY); with no server
// running the tool takes the DATA_DIR lock and opens the database itself. A restore needs the
// server stopped: it takes the lock, moves the current contents aside and loads the backup.
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { lockDataDir, readLockOwner, isLocked } from './data-lock';
import { loadPgliteDump, openDatabase, type DatabaseHandle } from './db';

export const BACKUP_ROUTE = '/_sporta/backup';
const BACKUP_FORMAT = 1;

export function backupKey(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('backup-tool').digest('hex');
}

function isLoopback(address: string | undefined): boolean {
  return (
    address === '127.0.0.1' ||
    address === '::1' ||
    address === '::ffff:127.0.0.1' ||
    (address ?? '').startsWith('127.')
  );
}

/** The server's side: a consistent dump of its embedded database, for the backup tool on this machine. */
export function registerBackupRoute(app: FastifyInstance, database: DatabaseHandle): void {
  if (!database.dump) return;
  const dump = database.dump.bind(database);
  app.post(BACKUP_ROUTE, { schema: { hide: true } }, async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-backup-key'] ?? ''));
    const expected = Buffer.from(backupKey(app.config.PAYMENT_HMAC_KEY));
    // The socket's own address: a proxy can never make a request look local.
    if (
      !isLoopback(request.raw.socket.remoteAddress) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    )
      return reply.status(404).send({ error: 'not found' });
    const blob = await dump();
    return reply
      .header('content-type', 'application/gzip')
      .header('cache-control', 'no-store')
      .send(Buffer.from(await blob.arrayBuffer()));
  });
}

export interface BackupManifest {
  format: number;
  createdAt: string;
  engine: 'pglite';
  dataDir: string;
  /** How the database was copied: from the running server, or opened by the tool. */
  source: 'running-server' | 'stopped';
}

function copyIfExists(from: string, to: string): void {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
}

async function dumpFromServer(config: Config): Promise<Blob | null> {
  const owner = readLockOwner(config.dataDir);
  if (!owner?.port || owner.role !== 'server') return null;
  const res = await fetch(`http://127.0.0.1:${owner.port}${BACKUP_ROUTE}`, {
    method: 'POST',
    headers: { 'x-backup-key': backupKey(config.PAYMENT_HMAC_KEY) },
  });
  if (!res.ok)
    throw new Error(
      `Il server in esecuzione (porta ${owner.port}) non ha fornito la copia del database (HTTP ${res.status}): controlla che usi lo stesso DATA_DIR e la stessa PAYMENT_HMAC_KEY.`,
    );
  return res.blob();
}

async function dumpStopped(config: Config): Promise<Blob> {
  const lock = await lockDataDir(config.dataDir, 'backup');
  try {
    const database = await openDatabase({ dir: config.dbDir });
    try {
      return await database.dump!();
    } finally {
      await database.close();
    }
  } finally {
    await lock.release();
  }
}

/** Writes a backup of DATA_DIR into `target` (a new folder); works while the server runs. */
export async function createBackup(config: Config, target: string): Promise<BackupManifest> {
  if (config.DATABASE_URL)
    throw new Error(
      'Con DATABASE_URL il database è un server PostgreSQL: salvalo con i suoi strumenti (pg_dump -Fc "$DATABASE_URL" > sporta.dump, ripristino con pg_restore); questo comando copia il database incorporato.',
    );
  if (!fs.existsSync(config.dbDir)) throw new Error(`Nessun database in ${config.dbDir}: niente da salvare.`);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0)
    throw new Error(`La cartella ${target} esiste e non è vuota: scegline un'altra.`);
  const running = await isLocked(config.dataDir);
  const dump = running ? await dumpFromServer(config) : await dumpStopped(config);
  if (!dump)
    throw new Error(
      `La cartella dei dati ${config.dataDir} è in uso da un processo che non è il server: riprova quando ha finito.`,
    );
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.writeFileSync(path.join(target, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()), {
    mode: 0o600,
  });
  // Files after the database: every file the copied rows name is there (later ones too).
  copyIfExists(config.filesDir, path.join(target, 'files'));
  copyIfExists(config.privateDir, path.join(target, 'private'));
  if (fs.existsSync(config.secretsFile)) {
    fs.copyFileSync(config.secretsFile, path.join(target, 'secrets.json'));
    fs.chmodSync(path.join(target, 'secrets.json'), 0o600);
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    engine: 'pglite',
    dataDir: config.dataDir,
    source: running ? 'running-server' : 'stopped',
  };
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into DATA_DIR (the server must be stopped). What DATA_DIR held is moved to
 * DATA_DIR/before-restore-<time> first; without `force` a DATA_DIR that holds a database is
 * left alone.
 */
export async function restoreBackup(
  config: Config,
  source: string,
  options: { force?: boolean } = {},
): Promise<{ movedAside: string | null }> {
  if (config.DATABASE_URL)
    throw new Error('Con DATABASE_URL il database è un server PostgreSQL: ripristinalo con pg_restore.');
  const manifestFile = path.join(source, 'manifest.json');
  const dumpFile = path.join(source, 'database.tar.gz');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(dumpFile))
    throw new Error(`${source} non è una copia di Sporta (mancano manifest.json o database.tar.gz).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.engine !== 'pglite')
    throw new Error(`Formato della copia non riconosciuto (${manifest.format}, ${manifest.engine}).`);
  const lock = await lockDataDir(config.dataDir, 'restore');
  try {
    const hasDatabase = fs.existsSync(config.dbDir) && fs.readdirSync(config.dbDir).length > 0;
    if (hasDatabase && !options.force)
      throw new Error(
        `${config.dataDir} contiene già un database: aggiungi --force per sostituirlo (il contenuto attuale viene spostato in una cartella before-restore-… dentro DATA_DIR).`,
      );
    let movedAside: string | null = null;
    const entries = [config.dbDir, config.filesDir, config.privateDir, config.secretsFile].filter((p) =>
      fs.existsSync(p),
    );
    if (entries.length) {
      movedAside = path.join(
        config.dataDir,
        `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      fs.mkdirSync(movedAside, { recursive: true, mode: 0o700 });
      for (const p of entries) fs.renameSync(p, path.join(movedAside, path.basename(p)));
    }
    const dump = new Blob([fs.readFileSync(dumpFile)]);
    await loadPgliteDump(config.dbDir, dump);
    copyIfExists(path.join(source, 'files'), config.filesDir);
    copyIfExists(path.join(source, 'private'), config.privateDir);
    if (fs.existsSync(path.join(source, 'secrets.json'))) {
      fs.copyFileSync(path.join(source, 'secrets.json'), config.secretsFile);
      fs.chmodSync(config.secretsFile, 0o600);
    }
    return { movedAside };
  } finally {
    await lock.release();
  }
}
