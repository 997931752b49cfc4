// The product page's gallery from media[] (spec 001 §3): the chosen image large, thumbnails
// as buttons when there is more than one; falls back to mediaURL and then /no-icon.png.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { Product } from '../types';
import { ProductImage } from './product-image';

export function galleryImages(product: Product): { src: string; thumb: string; alt: string }[] {
  const media = (product.media ?? [])
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
    <Box
      component="section"
      aria-label={t('catalog.gallery')}
      data-testid="product-gallery"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <ProductImage
        src={current.src}
        alt={current.alt}
        size={400}
        priority
        sx={{ width: { xs: 280, md: 400 }, height: { xs: 280, md: 400 } }}
      />
      {images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {images.map((img, i) => (
            <ButtonBase
              key={`${img.thumb}-${i}`}
              onClick={() => setIndex(i)}
              aria-label={t('catalog.showImage', { index: i + 1, total: images.length })}
              aria-pressed={i === index}
              sx={{
                borderRadius: 2,
                border: '2px solid',
                borderColor: i === index ? 'primary.main' : '#e4e4e4',
                p: 0.5,
                bgcolor: '#fff',
              }}
            >
              <ProductImage src={img.thumb} alt="" size={64} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
