// The layout of a leaflet page: where each product sits. The renderer draws the products in these
// boxes and the seed stores the same boxes as the page's hotspots, so what the picture shows and
// what the data says agree. Boxes are fractions of the page (0..1), independent of the image width.

/** The page's design size in CSS pixels (A4 proportions); images are rendered at other widths. */
export const PAGE_WIDTH = 800;
export const PAGE_HEIGHT = 1132;
/** Header band heights: the cover's and the inner pages'. */
export const COVER_HEADER = 300;
export const INNER_HEADER = 120;
export const FOOTER = 44;
/** Products per page: the cover shows two, inner pages six (2 columns × 3 rows). */
export const COVER_PRODUCTS = 2;
export const INNER_PRODUCTS = 6;
/** Rendered widths of each page image (srcset): `<n>-600.png` and `<n>.png`. */
export const PAGE_WIDTHS = [600, 1200] as const;

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

const GAP = 16;

/** The boxes (in design pixels) of a page's products, in reading order. */
export function pageBoxes(pageNumber: number, count: number): Area[] {
  const cover = pageNumber === 1;
  const top = (cover ? COVER_HEADER : INNER_HEADER) + GAP;
  const bottom = PAGE_HEIGHT - FOOTER - GAP;
  const cols = cover ? 1 : 2;
  const rows = cover ? COVER_PRODUCTS : INNER_PRODUCTS / 2;
  const w = (PAGE_WIDTH - GAP * (cols + 1)) / cols;
  const h = (bottom - top - GAP * (rows - 1)) / rows;
  const boxes: Area[] = [];
  for (let i = 0; i < Math.min(count, cols * rows); i++) {
    const c = i % cols;
    const r = Math.floor(i / cols);
    boxes.push({ x: GAP + c * (w + GAP), y: top + r * (h + GAP), w, h });
  }
  return boxes;
}

/** A box as fractions of the page, rounded to 4 decimals (what the API returns as the hotspot). */
export function toArea(box: Area): Area {
  const r = (v: number) => Math.round(v * 10_000) / 10_000;
  return {
    x: r(box.x / PAGE_WIDTH),
    y: r(box.y / PAGE_HEIGHT),
    w: r(box.w / PAGE_WIDTH),
    h: r(box.h / PAGE_HEIGHT),
  };
}

/** How many products each page holds, for a leaflet of `pages` pages. */
export function productsPerPage(pageNumber: number): number {
  return pageNumber === 1 ? COVER_PRODUCTS : INNER_PRODUCTS;
}
