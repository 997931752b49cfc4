import { useEffect, useRef } from 'react';
import css from './product-image.module.css';

export const NO_ICON = '/no-icon.png';

interface Props {
  src?: string;
  alt: string;
  size: number;
  priority?: boolean;
  /** A class of the caller's module, e.g. to change the size by breakpoint. */
  className?: string;
}

/** A product image at a fixed size, falling back to /no-icon.png when it cannot load. */
export function ProductImage({ src, alt, size, priority = false, className }: Props) {
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
    <img
      ref={ref}
      className={className ? `${css.image} ${className}` : css.image}
      src={src || NO_ICON}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={(e) => fallback(e.currentTarget)}
    />
  );
}
