// The category popup (seed 001 §2 "Category popup", seed 002 §2 "Popup card", §3 Category
// metaData.category_popup with ACTIVE, TITLE, OPENING_DELAY, REOPENING_DAYS_DELAY; issue 23):
// shown OPENING_DELAY seconds after the category opens; with a number of REOPENING_DAYS_DELAY it
// is not shown again until that many days have passed since it was last shown; without one, once
// shown (and dismissed) it stays dismissed for that category.

export interface CategoryPopup {
  title: string;
  /** Sanitised HTML (the server's). */
  content: string;
  openingDelaySeconds: number;
  /** null: shown once per category, never again. */
  reopeningDays: number | null;
}

const MAX_DELAY_SECONDS = 60;

function flag(v: unknown): boolean {
  return (
    v === true ||
    v === 1 ||
    (typeof v === 'string' && ['true', '1', 'yes', 'si', 'sì'].includes(v.trim().toLowerCase()))
  );
}

function whole(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : null;
}

/** The popup of a category's settings, or null when it is off or has nothing to say. */
export function categoryPopupOf(raw: unknown, content = ''): CategoryPopup | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const title = typeof s.TITLE === 'string' ? s.TITLE.trim() : '';
  if (!flag(s.ACTIVE) || (!title && !content.trim())) return null;
  return {
    title,
    content,
    openingDelaySeconds: Math.min(whole(s.OPENING_DELAY) ?? 0, MAX_DELAY_SECONDS),
    reopeningDays: whole(s.REOPENING_DAYS_DELAY),
  };
}

/** Whether the popup is due, given when it was last shown for this category (ISO instant or null). */
export function categoryPopupDue(popup: CategoryPopup, lastShown: string | null, now: Date): boolean {
  if (!lastShown) return true;
  const at = Date.parse(lastShown);
  if (!Number.isFinite(at)) return true;
  if (popup.reopeningDays === null) return false;
  return now.getTime() - at >= popup.reopeningDays * 86_400_000;
}
