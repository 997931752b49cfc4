// What the viewer's first view (server-rendered) and the page-flip book (leaflet-book.ts, loaded
// on first use) both draw a leaflet page with: its image's sources and size, its hotspots' places.
import type { Leaflet } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';

/** From this width two pages face each other (seed 002 "Leaflet page"). */
export const TWO_PAGES_QUERY = '(min-width: 769px)';
/** A page image's intrinsic size (the 800 × 1132 layout, rendered at 600 and 1200 px wide). */
export const PAGE = { width: 800, height: 1132 };

export type LeafletPage = NonNullable<Leaflet['leafletPage']>[number];
type Area = LeafletPage['products'][number]['area'];

export function srcSet(leaflet: Leaflet, page: { imageLocation: string; imageLocationSmall: string }) {
  return `${leaflet.baseLocation}${page.imageLocationSmall} 600w, ${leaflet.baseLocation}${page.imageLocation} 1200w`;
}

/** The page's WebP renderings (480–1200 px) as a srcset, or undefined when the server lists none. */
export function webpSrcSet(leaflet: Leaflet, page: Pick<LeafletPage, 'imageSources'>) {
  const sources = (page.imageSources ?? []).filter((s) => s.type === WEBP);
  if (sources.length === 0) return undefined;
  return sources.map((s) => `${leaflet.baseLocation}${s.imageLocation} ${s.width}w`).join(', ');
}
export const WEBP = 'image/webp';

// A page's width on screen, as leaflets.module.css lays it out: the viewer's width (the
// container's less its padding: 48 px below 600 px, 64 from there, 1200 px at most), half of it
// for two pages from 769 px, and never wider than the book's height allows (the page is
// 800 × 1132; the book is the window less 280 px, 300 from 960 px, at least 360 or 420 px).
// `sizes` says it so that a phone picks the 480 or 720 px file, not the 1200 (ADR 0070).
const byHeight = (min: number, header: number) => `max(${min}px, 100vh - ${header}px) * 0.7067`;
const ONE_PAGE_SIZES = [
  `(min-width: 600px) min(100vw - 64px, ${byHeight(360, 280)})`,
  `min(100vw - 48px, ${byHeight(360, 280)})`,
];
const TWO_PAGES_SIZES = [
  `(min-width: 1264px) min(600px, ${byHeight(420, 300)})`,
  `(min-width: 960px) min(50vw - 32px, ${byHeight(420, 300)})`,
  `(min-width: 769px) min(50vw - 32px, ${byHeight(360, 280)})`,
];

/** A page's `sizes`: the viewer's width, one page or half of two (the height may bind first). */
export function pageSizes(wide: boolean) {
  return wide ? TWO_PAGES_SIZES.join(', ') : ONE_PAGE_SIZES.join(', ');
}

/** The first view's `sizes`, for either layout (the media queries choose). */
export const FIRST_VIEW_SIZES = [...TWO_PAGES_SIZES, ...ONE_PAGE_SIZES].join(', ');

/** A hotspot's place on its page, in percent of the page. */
export function hotspotStyle(area: Area) {
  return {
    left: `${area.x * 100}%`,
    top: `${area.y * 100}%`,
    width: `${area.w * 100}%`,
    height: `${area.h * 100}%`,
  };
}

export function pageAlt(leaflet: Leaflet, pageNumber: number) {
  return t('leaflets.pageAlt', {
    page: pageNumber,
    total: leaflet.leafletPage?.length ?? 0,
    title: leaflet.title,
  });
}
