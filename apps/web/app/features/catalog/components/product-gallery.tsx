// The product page's gallery from media[] (spec 001 §3): the chosen image large, thumbnails
// as buttons when there is more than one; falls back to mediaURL and then /no-icon.png.
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { productMedia } from '../product-meta';
import type { Product } from '../types';
import css from './product-gallery.module.css';
import { ProductImage } from './product-image';

export function galleryImages(product: Product): { src: string; thumb: string; alt: string }[] {
  const media = productMedia(product)
    .filter((m) => !m.type || m.type === 'image')
    .map((m) => {
      const src = m.large ?? m.medium ?? m.small ?? m.thumb;
      return src ? { src, thumb: m.thumb ?? m.small ?? src, alt: m.alt || product.name } : undefined;
    })
    .filter((m): m is { src: string; thumb: string; alt: string } => m !== undefined);
  if (media.length > 0) return media;
  const src = product.mediaURLMedium ?? product.mediaURL ?? '';
  return [{ src, thumb: src, alt: product.name }];
}

export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)]!;
  return (
    <section aria-label={t('catalog.gallery')} data-testid="product-gallery" className={css.gallery}>
      <ProductImage src={current.src} alt={current.alt} size={400} priority className={css.main} />
      {images.length > 1 && (
        <div className={css.thumbs}>
          {images.map((img, i) => (
            <button
              type="button"
              key={`${img.thumb}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t('catalog.showImage', { index: i + 1, total: images.length })}
              aria-pressed={i === index}
            >
              <ProductImage src={img.thumb} alt="" size={64} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
