// The page-flip book (StPageFlip, MIT) of the leaflet viewer, built outside React: page-flip
// takes over the pages' DOM, so the viewer hands it a host element React leaves empty. This
// module and the library are loaded on the shopper's first use of the viewer, never with the
// page (ADR 0068). Each page is its image (srcset of the 600 and 1200 px renderings) with the
// hotspots as buttons over the products.
import type { Leaflet } from '@sporta/contracts';
import { PageFlip } from 'page-flip/dist/js/page-flip.module.js';
import { t } from '../../../i18n/i18n';
import {
  hotspotStyle,
  PAGE,
  pageAlt,
  pageSizes,
  srcSet,
  WEBP,
  webpSrcSet,
  type LeafletPage,
} from './leaflet-pages';
import css from './leaflets.module.css';

export interface Book {
  flipNext(): void;
  flipPrev(): void;
  update(): void;
  destroy(): void;
}

function pageElement(leaflet: Leaflet, p: LeafletPage, wide: boolean, onProduct: (id: number) => void) {
  const el = document.createElement('div');
  el.className = css.page!;
  el.dataset.pageNumber = String(p.pageNumber);
  const picture = document.createElement('picture');
  // The sources are set when the page comes near (reveal): a page out of view loads nothing.
  const webp = webpSrcSet(leaflet, p);
  if (webp) {
    const source = document.createElement('source');
    source.type = WEBP;
    source.dataset.srcset = webp;
    source.sizes = pageSizes(wide);
    picture.append(source);
  }
  const img = document.createElement('img');
  img.dataset.src = leaflet.baseLocation + p.imageLocation;
  img.dataset.srcset = srcSet(leaflet, p);
  img.sizes = pageSizes(wide);
  img.alt = pageAlt(leaflet, p.pageNumber);
  img.width = PAGE.width;
  img.height = PAGE.height;
  img.draggable = false;
  picture.append(img);
  el.append(picture);
  for (const x of p.products) {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = css.hotspot!;
    Object.assign(b.style, hotspotStyle(x.area));
    b.setAttribute('aria-label', t('leaflets.openProduct', { name: x.name }));
    b.dataset.productId = String(x.productId);
    b.dataset.testid = 'leaflet-hotspot';
    b.addEventListener('click', () => onProduct(x.productId));
    el.append(b);
  }
  return el;
}

/** Builds the book in `host` at page `startPage`; `onFlip` hears the page shown after a flip. */
export function buildBook(
  host: HTMLElement,
  leaflet: Leaflet,
  options: {
    wide: boolean;
    startPage: number;
    onProduct: (id: number) => void;
    onFlip: (page: number) => void;
  },
): Book {
  const pages = leaflet.leafletPage ?? [];
  const { wide } = options;
  const book = document.createElement('div');
  book.className = css.bookInner!;
  host.replaceChildren(book);
  const elements = pages.map((p) => pageElement(leaflet, p, wide, options.onProduct));
  const flip = new PageFlip(book, {
    width: PAGE.width,
    height: PAGE.height,
    size: 'stretch',
    // page-flip shows one page when the block is narrower than two minWidths: a huge
    // minWidth forces one page, 1 px allows two (the choice is ours, by the media query).
    minWidth: wide ? 1 : 100_000,
    maxWidth: 1200,
    minHeight: 100,
    maxHeight: 2400,
    usePortrait: !wide,
    showCover: false,
    mobileScrollSupport: true,
    clickEventForward: true,
    maxShadowOpacity: 0.4,
    flippingTime: 600,
    startPage: Math.min(options.startPage, pages.length - 1),
  });
  flip.loadFromHTML(elements);
  // page-flip sets the block's min-width from minWidth when it loads the pages: undone, then
  // the book is laid out again at the block's real width.
  book.style.minWidth = '0';
  flip.update();
  const reveal = (at: number) => {
    for (const el of elements.slice(Math.max(0, at - 2), at + 4)) {
      const img = el.querySelector('img');
      if (img && !img.getAttribute('src')) {
        const source = el.querySelector('source');
        if (source) source.srcset = source.dataset.srcset ?? '';
        img.srcset = img.dataset.srcset ?? '';
        img.src = img.dataset.src ?? '';
      }
    }
  };
  reveal(options.startPage);
  flip.on('flip', (e) => {
    reveal(Number(e.data));
    options.onFlip(Number(e.data));
  });
  return flip;
}
