// The page-flip viewer of seed 002 "Leaflet page": one page per view, two from 769 px wide,
// 'Pagina X di N', previous/next buttons and the keyboard's arrows, fullscreen following the
// fullscreen events (header 97 px then; 300 on a desktop, 280 on a phone), download as PDF.
// The server renders the first view as plain images (page 1, and page 2 beside it from 769 px)
// with their hotspots as buttons: that is the page's LCP, and a tap on a product works before
// any flipping code has loaded. The page-flip book (leaflet-book.ts) is built on the shopper's
// first use of the viewer — a press on a page, a swipe, the buttons, the arrows, fullscreen —
// and the action that asked for it runs once it is there (ADR 0068).
import type { Leaflet } from '@sporta/contracts';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { preload } from 'react-dom';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { useMediaQuery } from '../../../ui/use-media-query';
import type { Book } from './leaflet-book';
import {
  FIRST_VIEW_SIZES,
  hotspotStyle,
  PAGE,
  pageAlt,
  srcSet,
  TWO_PAGES_QUERY,
  WEBP,
  webpSrcSet,
} from './leaflet-pages';
import css from './leaflets.module.css';

type Action = 'next' | 'prev' | null;
/** The toolbar's Material icons that only this page shows (ui/icon.tsx). */
const toolIcons = {
  download: 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z',
  fullscreen: 'M7 14H5v5h5v-2H7zm-2-4h2V7h3V5H5zm12 7h-3v2h5v-5h-2zM14 5v2h3v3h2V5z',
  fullscreenExit: 'M5 16h3v3h2v-5H5zm3-8H5v2h5V5H8zm6 11h2v-3h3v-2h-5zm2-11V5h-2v5h5V8z',
};
/** A horizontal move of this many pixels on the first view is a swipe. */
const SWIPE_PX = 40;

function FirstView({
  leaflet,
  onProduct,
  priority,
}: {
  leaflet: Leaflet;
  onProduct: (productId: number) => void;
  priority: boolean;
}) {
  const pages = (leaflet.leafletPage ?? []).slice(0, 2);
  const first = pages[0];
  const firstWebp = first && webpSrcSet(leaflet, first);
  // The page's LCP: asked for from the document's head, before the body's markup is parsed.
  if (priority && first && firstWebp)
    preload(leaflet.baseLocation + first.imageLocation, {
      as: 'image',
      type: WEBP,
      imageSrcSet: firstWebp,
      imageSizes: FIRST_VIEW_SIZES,
      fetchPriority: 'high',
    });
  return (
    <div className={css.spread}>
      {pages.map((p, i) => (
        <div key={p.pageNumber} className={i === 0 ? css.staticPage : `${css.staticPage} ${css.second}`}>
          <picture>
            {/* WebP at 480–1200 px: a phone takes the 480 or 720 px file (ADR 0070); the PNGs
                stay the fallback */}
            {webpSrcSet(leaflet, p) && (
              <source type={WEBP} srcSet={webpSrcSet(leaflet, p)} sizes={FIRST_VIEW_SIZES} />
            )}
            <img
              src={leaflet.baseLocation + p.imageLocation}
              srcSet={srcSet(leaflet, p)}
              // one page: the viewer's width; two: half of it (the book's height may bind first)
              sizes={FIRST_VIEW_SIZES}
              alt={pageAlt(leaflet, p.pageNumber)}
              width={PAGE.width}
              height={PAGE.height}
              draggable={false}
              // page 2 shows from 769 px only: hidden, a lazy image loads nothing
              {...(i === 0 && priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              data-testid={i === 0 ? 'leaflet-first-page' : undefined}
            />
          </picture>
          {p.products.map((x) => (
            <button
              key={x.productId}
              type="button"
              className={css.hotspot}
              style={hotspotStyle(x.area)}
              aria-label={t('leaflets.openProduct', { name: x.name })}
              data-testid="leaflet-hotspot"
              onClick={() => onProduct(x.productId)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

export function LeafletViewer({
  leaflet,
  onProduct,
  priority = true,
}: {
  leaflet: Leaflet;
  onProduct: (productId: number) => void;
  /** The viewer is the page's main content (its first page the LCP); false inside a content page. */
  priority?: boolean;
}) {
  const total = leaflet.leafletPage?.length ?? 0;
  const rootRef = useRef<HTMLElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const bookRef = useRef<Book | null>(null);
  const pageRef = useRef(0);
  const pendingRef = useRef<Action>(null);
  const swipeRef = useRef<number | null>(null);
  const onProductRef = useRef(onProduct);
  onProductRef.current = onProduct;
  const [wanted, setWanted] = useState(false);
  const [page, setPage] = useState(0);
  const [ready, setReady] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const wide = useMediaQuery(TWO_PAGES_QUERY);

  /** Runs `action` on the book, building it first when it is not there yet. */
  const withBook = (action: Action = null) => {
    const book = bookRef.current;
    if (!book) {
      pendingRef.current = action ?? pendingRef.current;
      setWanted(true);
    } else if (action === 'next') book.flipNext();
    else if (action === 'prev') book.flipPrev();
  };
  const withBookRef = useRef(withBook);
  withBookRef.current = withBook;

  // The book, once wanted: rebuilt when the layout changes between one and two pages.
  useEffect(() => {
    const host = hostRef.current;
    if (!wanted || !host || total === 0) return;
    let live = true;
    let built: Book | null = null;
    void import('./leaflet-book')
      .then(({ buildBook }) =>
        buildBook(host, leaflet, {
          wide,
          startPage: pageRef.current,
          onProduct: (id) => onProductRef.current(id),
          onFlip: (at) => {
            pageRef.current = at;
            setPage(at);
          },
        }),
      )
      .then((book) => {
        if (!live) return book.destroy();
        built = book;
        bookRef.current = book;
        setPage(pageRef.current);
        setReady(true);
        const action = pendingRef.current;
        pendingRef.current = null;
        withBookRef.current(action);
      });
    return () => {
      live = false;
      built?.destroy();
      bookRef.current = null;
      setReady(false);
    };
    // the leaflet's pages only change with the leaflet
  }, [leaflet.leafletId, wide, wanted]);

  // The keyboard's arrows flip, unless the visitor is typing or a dialog has the focus; a viewer
  // inside another page (a block) only while the focus is in it: the page's arrows stay its own.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]')) return;
      if (!priority && !rootRef.current?.contains(target)) return;
      e.preventDefault();
      withBookRef.current(e.key === 'ArrowLeft' ? 'prev' : 'next');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [priority]);

  // Fullscreen follows the document's fullscreen events (Esc, the browser's own controls).
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  useEffect(() => {
    bookRef.current?.update();
  }, [fullscreen]);

  const toggleFullscreen = () => {
    withBook();
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  // On the first view, a press on a page (not on a product) builds the book; a swipe flips.
  const onPointerDown = (e: PointerEvent) => {
    if (ready || (e.target as HTMLElement).closest('button')) return;
    swipeRef.current = e.clientX;
    withBook();
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = swipeRef.current;
    swipeRef.current = null;
    if (from === null || Math.abs(e.clientX - from) < SWIPE_PX) return;
    withBook(e.clientX < from ? 'next' : 'prev');
  };

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
          onClick={() => withBook('prev')}
          disabled={page === 0}
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
          onClick={() => withBook('next')}
          disabled={shown >= total || (wide && shown + 1 >= total)}
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
          <Icon path={toolIcons.download} size={20} />
          <span className={css.toolText}>{t('leaflets.download')}</span>
        </a>
        <button
          type="button"
          className={css.tool}
          onClick={toggleFullscreen}
          aria-pressed={fullscreen}
          data-testid="leaflet-fullscreen"
        >
          <Icon path={fullscreen ? toolIcons.fullscreenExit : toolIcons.fullscreen} size={20} />
          <span className={css.toolText}>
            {fullscreen ? t('leaflets.exitFullscreen') : t('leaflets.fullscreen')}
          </span>
        </button>
      </div>
      <div className={css.book} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {!ready && <FirstView leaflet={leaflet} onProduct={onProduct} priority={priority} />}
        <div ref={hostRef} className={css.host} />
      </div>
      <p className={css.hint}>{t('leaflets.keyboardHint')}</p>
    </section>
  );
}
