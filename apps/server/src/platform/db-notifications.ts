// What the database tells this process about changes (ADR 0082): the writes this process itself
// makes to named tables (seen on every statement's SQL, on both engines), so that what it keeps in
// memory shows its own writes at once; and, on PostgreSQL, notifications on a channel (LISTEN on
// one dedicated connection, re-established when it drops). PGlite has no LISTEN for us: one
// process, one connection, its readers simply read.
import pg from 'pg';

export interface Notifications {
  /**
   * Listens on `channel` until the returned stop is called: `onMessage` gets each payload;
   * `onLive(true)` once the LISTEN is in place (after a connection or a reconnection: what was
   * sent while it was down is lost, so the listener reads the state afresh), `onLive(false)` when
   * the connection is lost (a new one is tried every `retryMs`).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLive: (live: boolean) => void,
  ): () => Promise<void>;
}

/** Which tables a watcher cares about: their names, or a test on a name. */
export type TableMatch = readonly string[] | ((table: string) => boolean);

// The table a statement writes: insert into / update / delete from / truncate, quoted or not,
// anywhere in it (a CTE may write). A `for update` or `do update set` captures a word that is
// no table: harmless, only named tables are compared.
const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?(?:public"?\."?)?(\w+)/gi;

/** Sees the SQL of every statement this process runs, and tells who asked about the tables it writes. */
export class WriteWatch {
  private readonly watchers: { matches: (table: string) => boolean; listener: () => void }[] = [];

  /** Calls `listener` after any statement of this process that writes a table `tables` matches. */
  onWrite(tables: TableMatch, listener: () => void): void {
    const names = typeof tables === 'function' ? null : new Set(tables.map((t) => t.toLowerCase()));
    this.watchers.push({
      matches: names ? (t) => names.has(t) : (tables as (t: string) => boolean),
      listener,
    });
  }

  saw(sql: string): void {
    if (!this.watchers.length) return;
    for (const match of sql.matchAll(WRITE)) {
      const table = match[1]!.toLowerCase();
      for (const w of this.watchers) if (w.matches(table)) w.listener();
    }
  }
}

export function postgresNotifications(url: string, retryMs = 1000): Notifications {
  return {
    listen(channel, onMessage, onLive) {
      let stopped = false;
      let client: pg.Client | null = null;
      let retry: NodeJS.Timeout | null = null;
      const lost = () => {
        if (!client) return;
        client.removeAllListeners();
        client.on('error', () => {}); // a late error of a connection already given up
        void client.end().catch(() => {});
        client = null;
        onLive(false);
        if (!stopped) retry = setTimeout(connect, retryMs);
      };
      const connect = async () => {
        retry = null;
        const c = new pg.Client({ connectionString: url, application_name: `sporta listen ${channel}` });
        client = c;
        c.on('notification', (m) => {
          if (m.channel === channel && m.payload !== undefined) onMessage(m.payload);
        });
        c.on('error', () => client === c && lost());
        c.on('end', () => client === c && lost());
        try {
          await c.connect();
          await c.query(`listen ${c.escapeIdentifier(channel)}`);
          if (stopped || client !== c) return void c.end().catch(() => {});
          onLive(true);
        } catch {
          if (client === c) lost();
        }
      };
      void connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const c = client;
        client = null;
        if (c) {
          c.removeAllListeners();
          c.on('error', () => {});
          await c.end().catch(() => {});
        }
      };
    },
  };
}
