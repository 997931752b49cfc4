// One process per DATA_DIR (ARCHITECTURE.md §5: "the embedded database's folder is locked by
// one process"). Two servers on one embedded database split it: sessions one of them does not
// know, one order number given twice, a confirmed order lost, and after a crash a folder that no
// longer opens. The lock is proper-lockfile's (a lock folder created atomically, its time
// refreshed while the owner lives, so it also works on network file systems); beside it
// DATA_DIR/sporta.pid says who holds it. A lock left by a process that died (SIGKILL, power cut)
// is taken over at once when its owner is known to be gone on this machine, otherwise when its
// time was not refreshed for STALE_MS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

const STALE_MS = 120_000;
const UPDATE_MS = 10_000;

export interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
  /** What holds it: the server, the backup or restore tool. */
  role: string;
  /** The server's port, once it listens (the backup tool asks the running server for a copy). */
  port?: number;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `dal processo ${owner.pid} (${owner.role}${owner.port ? ` sulla porta ${owner.port}` : ''}, avviato il ${new Date(owner.startedAt).toLocaleString('it-IT')}${owner.hostname !== os.hostname() ? ` sulla macchina ${owner.hostname}` : ''})`
      : 'da un altro processo';
    super(
      `La cartella dei dati ${dataDir} è già in uso ${who}: un solo processo Sporta alla volta può aprire il database incorporato. Ferma l'altro processo oppure avvia questo con un altro DATA_DIR (o con DATABASE_URL su un server PostgreSQL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Records facts about the owner (the port once listening). */
  update(fields: Partial<LockOwner>): void;
  release(): Promise<void>;
}

function ownerFile(dataDir: string): string {
  return path.join(dataDir, 'sporta.pid');
}
function lockPath(dataDir: string): string {
  return path.join(dataDir, 'sporta.lock');
}

export function readLockOwner(dataDir: string): LockOwner | null {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null;
  }
}

/** The data folders this process holds (it never takes one twice). */
const heldHere = new Set<string>();

function processGone(pid: number): boolean {
  if (pid === process.pid) return true; // our own pid from an earlier life (containers reuse pids)
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Whether a live process holds the lock of DATA_DIR. */
export async function isLocked(dataDir: string): Promise<boolean> {
  if (!fs.existsSync(dataDir)) return false;
  const held = await lockfile.check(dataDir, {
    realpath: false,
    lockfilePath: lockPath(dataDir),
    stale: STALE_MS,
  });
  if (!held) return false;
  if (heldHere.has(path.resolve(dataDir))) return true;
  const owner = readLockOwner(dataDir);
  return !(owner && owner.hostname === os.hostname() && processGone(owner.pid));
}

/**
 * Takes the lock of DATA_DIR (created when missing) or throws DataDirLockedError naming who has
 * it. `onLost` is called if the lock is taken away while held (then the process must stop).
 */
export async function lockDataDir(
  dataDir: string,
  role: string,
  onLost: (err: Error) => void = (err) => {
    console.error(`Sporta: ${err.message}`);
    process.exit(1);
  },
): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  if (heldHere.has(path.resolve(dataDir))) throw new DataDirLockedError(dataDir, readLockOwner(dataDir));
  const options = {
    realpath: false,
    lockfilePath: lockPath(dataDir),
    stale: STALE_MS,
    update: UPDATE_MS,
    onCompromised: (err: Error) =>
      onLost(
        new Error(
          `il blocco della cartella dei dati ${dataDir} è stato perso (${err.message}): il processo si ferma per non aprire il database insieme a un altro.`,
        ),
      ),
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const owner = readLockOwner(dataDir);
    if (!owner || owner.hostname !== os.hostname() || !processGone(owner.pid))
      throw new DataDirLockedError(dataDir, owner);
    // The holder died on this machine without releasing: the lock is stale now.
    fs.rmSync(lockPath(dataDir), { recursive: true, force: true });
    try {
      release = await lockfile.lock(dataDir, options);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED')
        throw new DataDirLockedError(dataDir, readLockOwner(dataDir));
      throw again;
    }
  }
  let owner: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    role,
  };
  const write = () => {
    const tmp = `${ownerFile(dataDir)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(owner)}\n`);
    fs.renameSync(tmp, ownerFile(dataDir));
  };
  write();
  heldHere.add(path.resolve(dataDir));
  let released = false;
  return {
    dataDir,
    update(fields) {
      owner = { ...owner, ...fields };
      write();
    },
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(path.resolve(dataDir));
      if (readLockOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
      await release();
    },
  };
}
