// The category popup (seed 001 §2, seed 002 §2 "Popup card"; ADR 0072): after OPENING_DELAY seconds
// on the category, a dialog with its title, its HTML and «Chiudi»; then not again for
// REOPENING_DAYS_DELAY days (or never, without a number), remembered per category on this device.
// The dialog's code loads only when it opens: the category page's first JavaScript stays as it is.
import type { CategoryPopupMeta } from '@sporta/contracts';
import { categoryPopupDue, categoryPopupOf } from '@sporta/domain/category-popup';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';

const PopupDialog = lazy(() => import('./category-popup-dialog'));

/** Where the last display of a category's popup is remembered. */
export const popupStorageKey = (categoryId: number) => `sporta.categoryPopup.${categoryId}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function CategoryPopup({
  categoryId,
  meta,
  html,
}: {
  categoryId: number;
  meta?: CategoryPopupMeta;
  /** Draws the popup's sanitised HTML (the route hands in the content feature's renderer). */
  html: (html: string) => ReactNode;
}) {
  const popup = useMemo(() => (meta ? categoryPopupOf(meta, meta.CONTENT) : null), [meta]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!popup) return;
    const key = popupStorageKey(categoryId);
    if (!categoryPopupDue(popup, read(key), new Date())) return;
    const timer = window.setTimeout(() => {
      try {
        localStorage.setItem(key, new Date().toISOString());
      } catch {
        // storage refused: it may show again next time
      }
      setOpen(true);
    }, popup.openingDelaySeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [categoryId, popup]);

  if (!open || !popup) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog title={popup.title} body={html(popup.content)} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
