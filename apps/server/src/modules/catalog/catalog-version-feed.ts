// The catalogue's version as this node knows it (issue 21, ADR 0082). Every change to what a
// product shows raises `catalog_version` and notifies the channel `catalog_version` on commit
// (migration 0043); the feed listens on one connection and answers the version it heard,
// without a query. It reads the version from the database instead:
//  - until the LISTEN is in place, and again from when its connection drops until it is back
//    (what was sent meanwhile is lost, so it reads afresh);
//  - for a while after this node itself wrote a catalogue table (its next answers show its own
//    write at once, before its notification is heard);
//  - every `pollMs` in the background, so that even a notification that never came cannot keep
//    a node behind for longer than that.
// With it, no node serves a version more than a notification's delay (milliseconds), and at most
// `pollMs`, behind the database.
import type { Notifications, WriteWatch } from '../../platform/db-notifications';

/** The tables whose changes raise the catalogue's version (migration 0019's triggers). */
export const CATALOG_VERSION_TABLES = [
  'product',
  'vendor',
  'product_class',
  'product_product_class',
  'warehouse_product',
  'promotion',
  'promotion_product',
  'price_history',
  'category',
  'warehouse',
] as const;

export const CATALOG_VERSION_CHANNEL = 'catalog_version';

export interface VersionFeedOptions {
  /** The background read's period (the bound on a missed notification). */
  pollMs?: number;
  /** How long after this node's own catalogue write its version is read from the database. */
  ownWriteMs?: number;
}

export class CatalogVersionFeed {
  private known = -1;
  private answer: Promise<number> = Promise.resolve(-1);
  private listening = false;
  /** Set while the background read fails: the database is not answering, nothing is trusted. */
  private polled = true;
  private readUntil = 0;
  private readonly pollMs: number;
  private readonly ownWriteMs: number;
  private poller: NodeJS.Timeout | null = null;
  private stopListening: (() => Promise<void>) | null = null;
  /** Database reads made (tests and benchmarks: how often the feed was not enough). */
  reads = 0;

  constructor(
    private readonly readVersion: () => Promise<number>,
    options: VersionFeedOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.ownWriteMs = options.ownWriteMs ?? 2000;
  }

  /** Starts listening and polling; until the LISTEN is in place, every call reads. */
  start(notifications: Notifications, writes: WriteWatch): void {
    writes.onWrite(CATALOG_VERSION_TABLES, () => {
      this.readUntil = Date.now() + this.ownWriteMs;
    });
    this.stopListening = notifications.listen(
      CATALOG_VERSION_CHANNEL,
      (payload) => {
        const version = Number(payload);
        if (Number.isSafeInteger(version)) this.see(version);
      },
      (live) => {
        if (!live) {
          this.listening = false;
          return;
        }
        // heard from now on; what changed before the LISTEN is read once
        this.read().then(
          () => (this.listening = true),
          () => {},
        );
      },
    );
    this.poller = setInterval(() => {
      this.read().then(
        () => (this.polled = true),
        () => (this.polled = false),
      );
    }, this.pollMs);
    this.poller.unref();
  }

  /** The catalogue's current version: the one heard, or read when hearing is not enough. */
  current(): Promise<number> {
    if (this.listening && this.polled && Date.now() >= this.readUntil) return this.answer;
    return this.read();
  }

  async stop(): Promise<void> {
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    this.listening = false;
    await this.stopListening?.();
    this.stopListening = null;
  }

  private async read(): Promise<number> {
    this.reads++;
    const version = await this.readVersion();
    this.see(version);
    return version;
  }

  /** Versions only grow: an older one heard late changes nothing. */
  private see(version: number): void {
    if (version > this.known) {
      this.known = version;
      this.answer = Promise.resolve(version);
    }
  }
}
