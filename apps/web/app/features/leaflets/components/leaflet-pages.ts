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

/** A page's `sizes`: the viewer's width, one page or half of two (the height may bind first). */
export function pageSizes(wide: boolean) {
  return wide ? '(min-width: 1264px) 600px, 50vw' : '100vw';
}

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
