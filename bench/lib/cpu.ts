// Where the machine's CPU went during a phase of a bench: the whole machine's busy share (from
// /proc/stat), and the CPU seconds of the named processes (from /proc/<pid>/stat), of every
// PostgreSQL backend, and of this process (the load generator). Linux only; elsewhere NaN.
import fs from 'node:fs';
import os from 'node:os';

const TICK = 100; // USER_HZ on Linux

function machineTicks(): { busy: number; total: number } {
  try {
    const cpu = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = cpu.reduce((a, b) => a + b, 0);
    const idle = (cpu[3] ?? 0) + (cpu[4] ?? 0); // idle + iowait
    return { busy: total - idle, total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

function processTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

/** Every PostgreSQL process's CPU ticks, or only the backends of `database` when given. */
function postgresTicks(database?: string): number {
  let sum = 0;
  for (const entry of fs.existsSync('/proc') ? fs.readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      sum += processTicks(Number(entry));
    } catch {
      // gone
    }
  }
  return sum;
}

export interface CpuShare {
  /** The machine's busy share, 0..1 of all its cores. */
  machine: number;
  /** CPU use as a share of one core (1 = one core busy for the whole phase), by process group. */
  groups: Record<string, number>;
}

/** Starts counting; `stop()` gives the shares since then. `groups` maps a label to pids. */
export function cpuMeter(
  groups: Record<string, (number | undefined)[]>,
  database?: string,
): { stop(): CpuShare } {
  const t0 = performance.now();
  const m0 = machineTicks();
  const self0 = process.cpuUsage();
  const pg0 = postgresTicks(database);
  const g0 = Object.fromEntries(
    Object.entries(groups).map(([k, pids]) => [
      k,
      pids.reduce((a: number, p) => a + (p ? processTicks(p) : 0), 0),
    ]),
  );
  return {
    stop() {
      const seconds = (performance.now() - t0) / 1000;
      const m1 = machineTicks();
      const self = process.cpuUsage(self0);
      const share = (ticks: number) => ticks / TICK / seconds;
      const out: Record<string, number> = {};
      for (const [k, pids] of Object.entries(groups))
        out[k] = share(pids.reduce((a: number, p) => a + (p ? processTicks(p) : 0), 0) - g0[k]!);
      out[database ? 'postgres backends' : 'postgres'] = share(postgresTicks(database) - pg0);
      out['load generator'] = (self.user + self.system) / 1e6 / seconds;
      return { machine: (m1.busy - m0.busy) / (m1.total - m0.total) || NaN, groups: out };
    },
  };
}

export const cores = () => os.availableParallelism();

/** "machine 97% of 2 cores; server 1.02, postgres 0.41, …" (shares of one core). */
export function formatCpu(c: CpuShare): string {
  const parts = Object.entries(c.groups).map(([k, v]) => `${k} ${v.toFixed(2)}`);
  return `machine busy ${(c.machine * 100).toFixed(0)}% of ${cores()} cores; in cores: ${parts.join(', ')}`;
}

/**
 * Limits a process to `cores` of CPU (Linux cgroup v1 `cpu` controller, as root): a node of a
 * shared 2-core machine given its own share, as it would have its own cores on its own host.
 * Returns the undo (the process back in the root group, the group removed).
 */
export function limitCpu(pid: number, cores: number): () => void {
  const root = '/sys/fs/cgroup/cpu';
  if (!fs.existsSync(`${root}/cpu.cfs_quota_us`))
    throw new Error('--node-cores needs the cgroup v1 cpu controller at /sys/fs/cgroup/cpu (and root)');
  const group = `${root}/sporta-bench-${pid}`;
  fs.mkdirSync(group, { recursive: true });
  fs.writeFileSync(`${group}/cpu.cfs_period_us`, '100000');
  fs.writeFileSync(`${group}/cpu.cfs_quota_us`, String(Math.round(cores * 100000)));
  fs.writeFileSync(`${group}/cgroup.procs`, String(pid));
  return () => {
    try {
      // every thread of the process back to the root group, then the group removed
      for (const task of fs.readFileSync(`${group}/tasks`, 'utf8').split('\n').filter(Boolean))
        fs.writeFileSync(`${root}/tasks`, task);
      fs.rmdirSync(group);
    } catch {
      // the process is gone: the group empties itself; rmdir when it can
      try {
        fs.rmdirSync(group);
      } catch {
        // left for the next boot; it limits nothing
      }
    }
  };
}
