// Start the real server (as `npm start` does, minus the web build) in a child
// process, wait for /healthz, sample its memory from /proc, stop it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Running {
  child: ChildProcess;
  port: number;
  url: string;
  stop(): Promise<void>;
}

export async function startNode(
  script: string,
  env: Record<string, string>,
  options: { timeoutMs?: number; healthPath?: string } = {},
): Promise<Running> {
  const port = Number(env.PORT ?? (await freePort()));
  // BENCH_NODE_FLAGS adds V8/Node flags to the server (e.g. --trace-gc); BENCH_SERVER_LOG copies
  // its output to a file, to see where a slow request went.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  if (process.env.BENCH_SERVER_LOG) {
    const log = fs.createWriteStream(process.env.BENCH_SERVER_LOG);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 600_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${output.slice(-2000)}`);
    try {
      const res = await fetch(`${url}${options.healthPath ?? '/healthz'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not start:\n${output.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    child,
    port,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process in MiB (VmRSS), or NaN when unknown. */
export function rssMiB(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** Samples RSS every 100 ms until stopped; returns the peak. */
export function sampleRss(pid: number | undefined): { stop(): number } {
  let peak = rssMiB(pid);
  const timer = setInterval(() => {
    const v = rssMiB(pid);
    if (v > peak || Number.isNaN(peak)) peak = v;
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** A bench server's settings on a PostgreSQL database: production mode, no web, no limits on the load. */
export function benchServerEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    SERVE_WEB: 'false',
    NODE_ENV: 'production',
    ALTCHA_ENABLED: 'false',
    RATE_LIMIT_IP_MAX: '100000',
    ...(process.env.BENCH_SLOW_QUERY_MS ? { SLOW_QUERY_MS: process.env.BENCH_SLOW_QUERY_MS } : {}),
  };
}
