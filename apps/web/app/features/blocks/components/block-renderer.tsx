// The one renderer of content blocks (issue 23, ADR 0053): each block of seed 002 §1 this slice
// knows, in the order the server gives. The server drops the blocks with nothing to show (and
// load-blocks.ts the product sliders without products); each component also renders nothing
// when empty. The first image-bearing block loads its first picture eagerly (the page's LCP).
// The route hands in what other features own (ADR 0044): the product slider, the HTML body (which
// renders the forms a static text embeds) and the form of a form-detail block (ADR 0065), which
// hides itself when get_mail_pars does not know it. A leaflet viewer block's viewer is the
// leaflets feature's, handed in the same way (ADR 0070).
import type { CategoryBlock } from '@sporta/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import type { ProductSliderBlock, RenderedBlock, SliderProducts } from '../load-blocks';
import { BannerGrid } from './banner-grid';
import { BannerSlider } from './banner-slider';
import { EntryCards } from './entry-cards';
import css from './blocks.module.css';

const IMAGE_KINDS = new Set(['banner-slider', 'banner-grid', 'static-image']);

export type LeafletViewerBlock = Extract<CategoryBlock, { kind: 'leaflet-viewer' }>;

interface Parts<P> {
  productSlider: (block: ProductSliderBlock & SliderProducts<P>) => ReactNode;
  /** The viewer of the block's one leaflet (its proposal: slug, title, cover, location). */
  leafletViewer: (block: LeafletViewerBlock) => ReactNode;
  html: (html: string) => ReactNode;
  form: (formId: number) => ReactNode;
}

export function BlockRenderer<P>({ blocks, ...parts }: { blocks: RenderedBlock<P>[] } & Parts<P>) {
  const lead = blocks.find((b) => IMAGE_KINDS.has(b.kind))?.categoryBlockId;
  return (
    <>
      {blocks.map((block) => (
        <Block
          key={block.categoryBlockId}
          block={block}
          eager={block.categoryBlockId === lead}
          parts={parts}
        />
      ))}
    </>
  );
}

function Block<P>({ block, eager, parts }: { block: RenderedBlock<P>; eager: boolean; parts: Parts<P> }) {
  const testId = `block-${block.kind}`;
  switch (block.kind) {
    case 'banner-slider':
      return <BannerSlider block={block} eager={eager} testId={testId} />;
    case 'banner-grid':
      return <BannerGrid block={block} eager={eager} testId={testId} />;
    case 'product-slider':
      return parts.productSlider(block);
    case 'recipe-slider':
      return (
        <EntryCards
          block={block}
          layout="slider"
          allHref="/ricette"
          allText={t('blocks.allRecipes')}
          testId={testId}
        />
      );
    case 'article-list':
      return (
        <EntryCards
          block={block}
          layout="list"
          allHref="/blog"
          allText={t('blocks.allPosts')}
          testId={testId}
        />
      );
    case 'leaflet-slider':
      return (
        <EntryCards
          block={block}
          layout="slider"
          // seed 002 §2: with exactly one leaflet, straight to it
          allHref={block.proposals.length === 1 ? block.proposals[0]!.proposalUrl : '/volantini'}
          allText={block.proposals.length === 1 ? t('blocks.openLeaflet') : t('blocks.allLeaflets')}
          testId={testId}
        />
      );
    case 'leaflet-viewer':
      return block.proposals[0] ? <LeafletViewerSection block={block} parts={parts} testId={testId} /> : null;
    case 'static-text':
      if (!block.metaData.html) return null;
      return (
        <section className={css.section} data-testid={testId} aria-label={block.title || undefined}>
          {block.title && <h2 className={css.title}>{block.title}</h2>}
          <div className={css.text}>{parts.html(block.metaData.html)}</div>
        </section>
      );
    case 'form-detail':
      return <div data-testid={testId}>{parts.form(block.metaData.formId)}</div>;
    case 'static-image': {
      const s = block.metaData;
      const img = (
        <img
          src={s.image}
          alt={s.imageAlt}
          width={s.width}
          height={s.height}
          className={css.staticImage}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      );
      return (
        <section className={css.section} data-testid={testId} aria-label={block.title || s.imageAlt}>
          {s.href ? <Link to={s.href}>{img}</Link> : img}
        </section>
      );
    }
    default:
      return null;
  }
}

/** A leaflet viewer block: its title, the link to the leaflet's own page, the viewer. */
function LeafletViewerSection<P>({
  block,
  parts,
  testId,
}: {
  block: LeafletViewerBlock;
  parts: Parts<P>;
  testId: string;
}) {
  const titleId = useId();
  const leaflet = block.proposals[0]!;
  return (
    <section className={css.section} aria-labelledby={titleId} data-testid={testId}>
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          {block.title || leaflet.name}
        </h2>
        <Link to={leaflet.proposalUrl} className={css.showAll}>
          {t('blocks.openLeaflet')}
        </Link>
      </div>
      <p className={css.leafletMeta}>
        {leaflet.name} · {leaflet.descr}
      </p>
      {parts.leafletViewer(block)}
    </section>
  );
}
