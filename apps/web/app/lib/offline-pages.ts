// The service worker's copies of pages (ADR 0049), shared by its configuration and the logout:
// pages seen while signed in must not outlive the session on the device.
export const PAGE_CACHES = ['sporta-pages', 'sporta-page-data'] as const;

/** Drops the stored pages (logout). Images and the app shell stay: they are nobody's. */
export async function forgetStoredPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(PAGE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
