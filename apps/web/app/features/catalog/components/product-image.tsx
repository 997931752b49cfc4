import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';

export const NO_ICON = '/no-icon.png';

interface Props {
  src?: string;
  alt: string;
  size: number;
  priority?: boolean;
  sx?: SxProps<Theme>;
}

/** A product image at a fixed size, falling back to /no-icon.png when it cannot load. */
export function ProductImage({ src, alt, size, priority = false, sx }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  const fallback = (img: HTMLImageElement) => {
    if (!img.src.endsWith(NO_ICON)) img.src = NO_ICON;
  };
  // An image that failed before hydration fired its error event too early for React.
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fallback(img);
  }, []);
  return (
    <Box
      component="img"
      ref={ref}
      src={src || NO_ICON}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(e: React.SyntheticEvent<HTMLImageElement>) => fallback(e.currentTarget)}
      sx={{ width: size, height: size, maxWidth: '100%', objectFit: 'contain', display: 'block', ...sx }}
    />
  );
}
