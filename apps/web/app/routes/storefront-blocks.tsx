// The storefront's content blocks with the parts other features own (ADR 0044, 0053): the product
// slider (catalogue), the HTML body with the forms it embeds (content, forms) and the leaflet
// viewer (leaflets). One composition for the home page and the blocks editor's preview.
import { BlockRenderer } from '../features/blocks/components/block-renderer';
import type { RenderedBlock } from '../features/blocks/load-blocks';
import type { CardProduct } from '../features/catalog/card-product';
import { ProductSlider } from '../features/catalog/components/product-slider';
import { ContentHtml } from '../features/content/components/content-html';
import { formEmbed } from '../features/forms/components/form-embed';
import { HomeLeafletViewer } from './home-leaflet-viewer';

export function StorefrontBlocks({ blocks }: { blocks: RenderedBlock<CardProduct>[] }) {
  return (
    <BlockRenderer
      blocks={blocks}
      productSlider={(b) => (
        <ProductSlider
          title={b.title}
          products={b.products}
          total={b.total}
          showAllHref={b.metaData.showAllHref}
        />
      )}
      leafletViewer={(b) => <HomeLeafletViewer block={b} />}
      html={(html) => <ContentHtml html={html} form={formEmbed} />}
      form={formEmbed}
    />
  );
}
