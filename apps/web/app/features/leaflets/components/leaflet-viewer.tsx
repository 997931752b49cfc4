// The page-flip viewer of seed 002 "Leaflet page": one page per view, two from 769 px wide,
// 'Pagina X di N', previous/next buttons and the keyboard's arrows, fullscreen following the
// fullscreen events (header 97 px then; 300 on a desktop, 280 on a phone), download as PDF.
// The flipping is page-flip's (StPageFlip): it takes over the pages' DOM, so the book is built
// outside React in a host element React leaves empty. Each page is its image (srcset of the 600
// and 1200 px renderings) with the hotspots as buttons over the products; a tap opens the
// product (onProduct) without leaving the leaflet. Before the script runs (and on the server)
// the first page shows as a plain image: the page's LCP.
import type { Leaflet } from '@sporta/contracts';
import DownloadIcon from '@mui/icons-material/Download';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { useMediaQuery } from '../../../ui/use-media-query';
import css from './leaflets.module.css';

/** From this width two pages face each other (seed 002 "Leaflet page"). */
export const TWO_PAGES_QUERY = '(min-width: 769px)';
const PAGE = { width: 800, height: 1132 };

interface PageFlipLike {
  flipNext(): void;
  flipPrev(): void;
  update(): void;
  destroy(): void;
}

export function srcSet(leaflet: Leaflet, page: { imageLocation: string; imageLocationSmall: string }) {
  return `${leaflet.baseLocation}${page.imageLocationSmall} 600w, ${leaflet.baseLocation}${page.imageLocation} 1200w`;
}

export function LeafletViewer({
  leaflet,
  onProduct,
}: {
  leaflet: Leaflet;
  onProduct: (productId: number) => void;
}) {
  const pages = leaflet.leafletPage ?? [];
  const total = pages.length;
  const rootRef = useRef<HTMLElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const flipRef = useRef<PageFlipLike | null>(null);
  const pageRef = useRef(0);
  const onProductRef = useRef(onProduct);
  onProductRef.current = onProduct;
  const [page, setPage] = useState(0);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const wide = useMediaQuery(TWO_PAGES_QUERY);

  // The book: rebuilt when the layout changes between one and two pages.
  useEffect(() => {
    const host = hostRef.current;
    if (!host || total === 0) return;
    let live = true;
    let flip: PageFlipLike | null = null;
    void import('page-flip/dist/js/page-flip.module.js').then(({ PageFlip }) => {
      if (!live) return;
      const book = document.createElement('div');
      book.className = css.bookInner!;
      host.replaceChildren(book);
      const elements = pages.map((p) => {
        const el = document.createElement('div');
        el.className = css.page!;
        el.dataset.pageNumber = String(p.pageNumber);
        const img = document.createElement('img');
        // The source is set when the page comes near (reveal): a page out of view loads nothing.
        img.dataset.src = leaflet.baseLocation + p.imageLocation;
        img.dataset.srcset = srcSet(leaflet, p);
        img.sizes = wide ? '(min-width: 1264px) 600px, 50vw' : '100vw';
        img.alt = t('leaflets.pageAlt', { page: p.pageNumber, total, title: leaflet.title });
        img.width = PAGE.width;
        img.height = PAGE.height;
        img.draggable = false;
        el.append(img);
        for (const x of p.products) {
          const b = document.createElement('button');
          b.type = 'button';
          b.className = css.hotspot!;
          b.style.left = `${x.area.x * 100}%`;
          b.style.top = `${x.area.y * 100}%`;
          b.style.width = `${x.area.w * 100}%`;
          b.style.height = `${x.area.h * 100}%`;
          b.setAttribute('aria-label', t('leaflets.openProduct', { name: x.name }));
          b.dataset.productId = String(x.productId);
          b.dataset.testid = 'leaflet-hotspot';
          b.addEventListener('click', () => onProductRef.current(x.productId));
          el.append(b);
        }
        return el;
      });
      const created = new PageFlip(book, {
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
        startPage: Math.min(pageRef.current, total - 1),
      });
      created.loadFromHTML(elements);
      // page-flip sets the block's min-width from minWidth when it loads the pages: undone, then
      // the book is laid out again at the block's real width.
      book.style.minWidth = '0';
      created.update();
      const reveal = (at: number) => {
        for (const el of elements.slice(Math.max(0, at - 2), at + 4)) {
          const img = el.querySelector('img');
          if (img && !img.getAttribute('src')) {
            img.srcset = img.dataset.srcset ?? '';
            img.src = img.dataset.src ?? '';
          }
        }
      };
      reveal(pageRef.current);
      created.on('flip', (e) => {
        pageRef.current = Number(e.data);
        reveal(pageRef.current);
        setPage(Number(e.data));
      });
      flip = created;
      flipRef.current = created;
      setPage(pageRef.current);
      setReady(true);
    });
    return () => {
      live = false;
      flip?.destroy();
      flipRef.current = null;
      setReady(false);
    };
    // the leaflet's pages only change with the leaflet
  }, [leaflet.leafletId, wide]);

  // The keyboard's arrows flip, unless the visitor is typing or a dialog has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      const flip = flipRef.current;
      if (!flip) return;
      e.preventDefault();
      if (e.key === 'ArrowLeft') flip.flipPrev();
      else flip.flipNext();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Fullscreen follows the document's fullscreen events (Esc, the browser's own controls).
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  useEffect(() => {
    flipRef.current?.update();
  }, [fullscreen]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  const first = pages[0];
  const shown = total === 0 ? 0 : Math.min(page + 1, total);
  return (
    <section
      ref={rootRef}
      className={fullscreen ? `${css.viewer} ${css.fullscreen}` : css.viewer}
      aria-label={t('leaflets.viewer')}
      data-testid="leaflet-viewer"
    >
      <div className={css.toolbar}>
        <button
          type="button"
          className={css.tool}
          onClick={() => flipRef.current?.flipPrev()}
          disabled={!ready || page === 0}
          aria-label={t('leaflets.previous')}
          data-testid="leaflet-prev"
        >
          <Icon name="navigateBefore" />
        </button>
        <p className={css.pagination} aria-live="polite" data-testid="leaflet-pagination">
          {t('leaflets.pagination', { page: shown, total })}
        </p>
        <button
          type="button"
          className={css.tool}
          onClick={() => flipRef.current?.flipNext()}
          disabled={!ready || shown >= total || (wide && shown + 1 >= total)}
          aria-label={t('leaflets.next')}
          data-testid="leaflet-next"
        >
          <Icon name="navigateNext" />
        </button>
        <span className={css.spacer} />
        <a
          className={css.tool}
          href={`${leaflet.baseLocation}leaflet.pdf`}
          download
          data-testid="leaflet-download"
        >
          <DownloadIcon fontSize="small" aria-hidden="true" />
          <span className={css.toolText}>{t('leaflets.download')}</span>
        </a>
        <button
          type="button"
          className={css.tool}
          onClick={toggleFullscreen}
          aria-pressed={fullscreen}
          data-testid="leaflet-fullscreen"
        >
          {fullscreen ? (
            <FullscreenExitIcon fontSize="small" aria-hidden="true" />
          ) : (
            <FullscreenIcon fontSize="small" aria-hidden="true" />
          )}
          <span className={css.toolText}>
            {fullscreen ? t('leaflets.exitFullscreen') : t('leaflets.fullscreen')}
          </span>
        </button>
      </div>
      <div className={css.book}>
        {!ready && first && (
          <img
            className={css.fallback}
            src={leaflet.baseLocation + first.imageLocation}
            srcSet={srcSet(leaflet, first)}
            sizes="(min-width: 769px) 50vw, 100vw"
            alt={t('leaflets.pageAlt', { page: 1, total, title: leaflet.title })}
            width={PAGE.width}
            height={PAGE.height}
            fetchPriority="high"
          />
        )}
        <div ref={hostRef} className={css.host} />
      </div>
      <p className={css.hint}>{t('leaflets.keyboardHint')}</p>
    </section>
  );
}
