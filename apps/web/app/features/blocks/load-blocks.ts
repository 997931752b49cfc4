// What a page's loader gives the block renderer: the blocks in order, product sliders with their
// products (the route supplies them from the adv call, spec 002 §7) and without the sliders that
// found none (a block with no content hides itself, seed 002 §1). Travels packed (ADR 0020).
import type { CategoryBlock } from '@sporta/contracts';

export type ProductSliderBlock = Extract<CategoryBlock, { kind: 'product-slider' }>;

export interface SliderProducts<P> {
  products: P[];
  total: number;
}

export type RenderedBlock<P> =
  Exclude<CategoryBlock, ProductSliderBlock> | (ProductSliderBlock & SliderProducts<P>);

/** A product slider's settings as the adv call's parameters (seed 002 §3 "Slider block settings"). */
export function sliderQueryOf(block: ProductSliderBlock) {
  const s = block.metaData;
  return {
    categoryId: s.categoryId,
    q: s.query,
    promo: s.promo,
    productId: s.productId,
    limit: s.limit,
    shuffle: s.shuffle,
  };
}

export async function loadBlocks<P>(
  blocks: CategoryBlock[],
  loadSlider: (block: ProductSliderBlock) => Promise<SliderProducts<P>>,
): Promise<RenderedBlock<P>[]> {
  const loaded = await Promise.all(
    blocks.map(async (block): Promise<RenderedBlock<P> | null> => {
      if (block.kind !== 'product-slider') return block;
      const slider = await loadSlider(block);
      return slider.products.length === 0 ? null : { ...block, ...slider };
    }),
  );
  return loaded.filter((b): b is RenderedBlock<P> => b !== null);
}
