// A product slider whose products are loaded only when it comes near the viewport: below the
// fold, it costs nothing before the page is interactive. Hidden when the list is empty.
import { startTransition, useEffect, useRef, useState } from 'react';
import type { CardProduct } from '../card-product';
import { ProductSlider } from './product-slider';

interface Props {
  title: string;
  load: () => Promise<{ products: CardProduct[]; total?: number }>;
  /** Changes when the list to load changes (e.g. the product id). */
  loadKey: string | number;
  showAllHref?: string;
  testId?: string;
}

export function LazyProductSlider({ title, load, loadKey, showAllHref, testId }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [list, setList] = useState<{ key: string | number; products: CardProduct[]; total?: number }>();
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    const start = () => {
      // A transition: React renders the twelve cards in small slices, never one long task.
      const show = (next: { products: CardProduct[]; total?: number }) =>
        startTransition(() => {
          if (!cancelled) setList({ key: loadKey, ...next });
        });
      loadRef
        .current()
        .then(show)
        .catch(() => show({ products: [] }));
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [loadKey]);
  const current = list?.key === loadKey ? list : undefined;
  return (
    <div ref={ref}>
      {current && (
        <ProductSlider
          title={title}
          products={current.products}
          total={current.total}
          showAllHref={showAllHref}
          testId={testId}
        />
      )}
    </div>
  );
}
