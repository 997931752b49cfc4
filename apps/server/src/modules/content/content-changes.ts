// When what the shop's pages show besides the catalogue changes (issue 21, ADR 0082): content
// blocks, entries, recipes, slides, menus, revisions and leaflets. This process's own writes are
// seen at once (the write watch); another node's are heard on commit over the channel
// `content_changed` (migration 0044, PostgreSQL). Kept answers that show content are dropped.
import type { Notifications, WriteWatch } from '../../platform/db-notifications';

export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** The tables migration 0044's trigger watches. */
export const CONTENT_TABLES = [
  'content_block',
  'content_entry',
  'content_menu_item',
  'content_recipe',
  'content_recipe_ingredient',
  'content_revision',
  'content_slide',
  'leaflet',
  'leaflet_delivery_service',
  'leaflet_page',
  'leaflet_page_product',
  'leaflet_warehouse',
] as const;

export class ContentChanges {
  private readonly listeners: (() => void)[] = [];
  private readonly stopListening: (() => Promise<void>) | null = null;

  constructor(writes?: WriteWatch, notifications?: Notifications) {
    writes?.onWrite(CONTENT_TABLES, () => this.changed());
    if (notifications)
      this.stopListening = notifications.listen(
        CONTENT_CHANGED_CHANNEL,
        () => this.changed(),
        // listening again after a lost connection: what was sent meanwhile is lost, drop all
        (live) => live && this.changed(),
      );
  }

  /** Calls `listener` whenever content changed (here or on another node). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
