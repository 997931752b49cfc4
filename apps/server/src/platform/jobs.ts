// Background jobs: pg-boss on a PostgreSQL server (durable, one run per period
// across any number of nodes); a plain timer on embedded PGlite, where pg-boss
// cannot run (it needs a real pg connection). Jobs must therefore be idempotent
// and correctness must never depend on them running on time (e.g. expired slot
// holds are also released lazily where capacity is checked).
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export interface PeriodicJob {
  name: string;
  /** Period; pg-boss schedules by cron, so periods under a minute run every minute there. */
  everySeconds: number;
  run(): Promise<unknown>;
}

export interface JobRunner {
  kind: 'pg-boss' | 'timer';
  stop(): Promise<void>;
}

function cronOf(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

export async function startJobs(
  jobs: PeriodicJob[],
  options: {
    databaseUrl?: string;
    log: FastifyBaseLogger;
    /** pg-boss's own clocks (a test checking one run per period shortens them). */
    scheduling?: Pick<PgBoss.ConstructorOptions, 'cronMonitorIntervalSeconds' | 'cronWorkerIntervalSeconds'>;
  },
): Promise<JobRunner> {
  const { log } = options;
  const guarded = (job: PeriodicJob) => async () => {
    try {
      await job.run();
    } catch (err) {
      log.warn({ err, job: job.name }, 'job failed');
    }
  };
  if (options.databaseUrl) {
    try {
      const boss = new PgBoss({ connectionString: options.databaseUrl, ...options.scheduling });
      boss.on('error', (err) => log.warn({ err }, 'pg-boss error'));
      await boss.start();
      for (const job of jobs) {
        await boss.createQueue(job.name);
        await boss.schedule(job.name, cronOf(job.everySeconds));
        await boss.work(job.name, guarded(job));
      }
      return { kind: 'pg-boss', stop: () => boss.stop({ graceful: true, wait: false }) };
    } catch (err) {
      log.warn({ err }, 'pg-boss unavailable: periodic jobs fall back to timers');
    }
  }
  const timers = jobs.map((job) => {
    let running = false;
    const tick = guarded(job);
    const t = setInterval(() => {
      if (running) return;
      running = true;
      void tick().finally(() => (running = false));
    }, job.everySeconds * 1000);
    t.unref();
    return t;
  });
  return {
    kind: 'timer',
    async stop() {
      for (const t of timers) clearInterval(t);
    },
  };
}
