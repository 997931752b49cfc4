// The blocks editor's preview (issue 23, ADR 0077): a block not yet saved, drawn as the home page
// draws its blocks (storefront-blocks.tsx). A product slider's products load as the storefront's
// do (the adv call); with none it shows nothing, like the storefront.
import Alert from '@mui/material/Alert';
import type { CategoryBlock } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { loadBlocks, sliderQueryOf, type RenderedBlock } from '../features/blocks/load-blocks';
import { getAdv } from '../features/catalog/api/get-adv';
import { cardProduct, type CardProduct } from '../features/catalog/card-product';
import { t } from '../i18n/i18n';
import { StorefrontBlocks } from './storefront-blocks';

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
  return <StorefrontBlocks blocks={rendered} />;
}
