// The blocks editor's preview (issue 23, ADR 0077): a block not yet saved, drawn by the
// storefront's own renderer with the parts the home page hands it (product slider, HTML with its
// forms, leaflet viewer) — composed here because those parts belong to other features. A product
// slider's products load as the storefront's do (the adv call); with none it shows nothing, like
// the storefront.
import Alert from '@mui/material/Alert';
import type { CategoryBlock } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { BlockRenderer } from '../features/blocks/components/block-renderer';
import { loadBlocks, sliderQueryOf, type RenderedBlock } from '../features/blocks/load-blocks';
import { getAdv } from '../features/catalog/api/get-adv';
import { cardProduct, type CardProduct } from '../features/catalog/card-product';
import { ProductSlider } from '../features/catalog/components/product-slider';
import { ContentHtml } from '../features/content/components/content-html';
import { formEmbed } from '../features/forms/components/form-embed';
import { t } from '../i18n/i18n';
import { HomeLeafletViewer } from './home-leaflet-viewer';

export function BlockPreview({ block }: { block: CategoryBlock }) {
  const [rendered, setRendered] = useState<RenderedBlock<CardProduct>[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setRendered(null);
    loadBlocks([block], async (b) => {
      const adv = await getAdv(sliderQueryOf(b));
      return { products: adv.products.map(cardProduct), total: adv.page?.totItems ?? adv.products.length };
    }).then(
      (list) => live && setRendered(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [block]);

  if (failed) return <Alert severity="error">{t('errors.generic')}</Alert>;
  if (!rendered) return null;
  if (rendered.length === 0) return <Alert severity="info">{t('blockAdmin.previewEmpty')}</Alert>;
  return (
    <BlockRenderer
      blocks={rendered}
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
