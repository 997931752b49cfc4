// The viewer of a leaflet viewer block (seed 002 §1, ADR 0070), composed here because it is the
// leaflets feature's and the blocks feature may not import it. The home page's first view does
// not pay for it: the server renders the leaflet's cover in the viewer's place, linking to the
// leaflet's page; when the block comes within 600 px of the window the viewer's code, its
// messages and the leaflet (leaflet/view, pages and hotspots) load, and the viewer takes the
// cover's place at the same height. A hotspot leads to the product's page. If the leaflet does
// not load, the cover stays.
import type { Leaflet } from '@sporta/contracts';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import type { LeafletViewerBlock } from '../features/blocks/components/block-renderer';
import { t } from '../i18n/i18n';
import css from './home-leaflet-viewer.module.css';

type Viewer = ComponentType<{ leaflet: Leaflet; onProduct: (productId: number) => void; priority?: boolean }>;

type State = { status: 'cover' } | { status: 'ready'; leaflet: Leaflet; Viewer: Viewer };

// Everything the viewer needs comes by one `import()`, never statically: what the home page
// imports goes into its chunks, which the leaflet page would then load (ADR 0068's chunks), and
// the viewer's messages would join the entry's part of the catalogue.
async function loadViewer(slug: string): Promise<{ leaflet: Leaflet; Viewer: Viewer }> {
  const { loadLeafletViewer } = await import('./home-leaflet-viewer-load');
  return loadLeafletViewer(slug);
}

export function HomeLeafletViewer({ block }: { block: LeafletViewerBlock }) {
  const proposal = block.proposals[0]!;
  const [state, setState] = useState<State>({ status: 'cover' });
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadViewer(proposal.slug).then(
          (loaded) => live && setState({ status: 'ready', ...loaded }),
          // the cover and its link stay: the leaflet's own page is one tap away
          () => undefined,
        );
      },
      { rootMargin: '600px' },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [proposal.slug]);

  if (state.status === 'ready') {
    const { leaflet, Viewer } = state;
    const slugOf = (productId: number) =>
      leaflet.leafletPage?.flatMap((p) => p.products).find((x) => x.productId === productId)?.slug;
    return (
      <Viewer
        leaflet={leaflet}
        priority={false}
        onProduct={(productId) => {
          const slug = slugOf(productId);
          if (slug) void navigate(`/product/${slug}`);
        }}
      />
    );
  }
  return (
    <div ref={ref} className={css.cover} data-testid="leaflet-viewer-cover">
      <Link to={proposal.proposalUrl} className={css.coverLink}>
        <img
          src={proposal.img}
          alt={t('blocks.leafletCover', { title: proposal.name })}
          width={800}
          height={1132}
          loading="lazy"
          className={css.coverImage}
        />
      </Link>
    </div>
  );
}
