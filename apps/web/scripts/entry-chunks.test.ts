// ADR 0016: the entry pages' modules are named by the entry pages that load them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkNames } from './entry-chunks';

const app = '/shop/app';
const route = (file: string) => `${path.join(app, file)}?__react-router-build-client-route`;
const file = (name: string) => path.join(app, name);

// A module graph as Rollup describes it: static imports only (`importedIds`); dynamic imports
// (`dynamicallyImportedIds`) load later and must not count.
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
  [file('entry.client.tsx')]: { importedIds: ['/nm/react-dom.js'] },
  [route('root.tsx')]: { importedIds: [file('ui/header.tsx')] },
  [route('routes/shop-layout.tsx')]: { importedIds: [file('ui/header.tsx')] },
  [route('routes/home.tsx')]: { importedIds: [file('catalog/slider.tsx'), file('catalog/card.tsx')] },
  [route('routes/category.tsx')]: { importedIds: [file('catalog/grid.tsx'), file('catalog/card.tsx')] },
  [route('routes/product.tsx')]: {
    importedIds: [file('catalog/slider.tsx'), file('catalog/card.tsx'), file('catalog/gallery.tsx')],
    dynamicallyImportedIds: [file('cart/dialog.tsx')],
  },
  [route('routes/leaflet.tsx')]: { importedIds: [file('catalog/grid.tsx'), file('leaflets/viewer.tsx')] },
  [file('leaflets/viewer.tsx')]: { importedIds: [file('ui/header.tsx')] },
  [file('ui/header.tsx')]: { importedIds: ['/nm/react.js'] },
  [file('catalog/card.tsx')]: { importedIds: [file('ui/header.tsx'), file('catalog/price.tsx')] },
  [file('catalog/price.tsx')]: { importedIds: [] },
  [file('catalog/slider.tsx')]: { importedIds: [] },
  [file('catalog/grid.tsx')]: { importedIds: [] },
  [file('catalog/gallery.tsx')]: { importedIds: [] },
  [file('cart/dialog.tsx')]: { importedIds: [file('cart/mui.tsx')] },
  [file('cart/mui.tsx')]: { importedIds: [] },
  '/nm/react-dom.js': { importedIds: ['/nm/react.js'] },
  '/nm/react.js': { importedIds: [] },
};
const getModuleInfo = ((id: string) => {
  const m = graph[id];
  return m
    ? { id, importedIds: m.importedIds, dynamicallyImportedIds: m.dynamicallyImportedIds ?? [] }
    : null;
}) as unknown as Parameters<typeof chunkNames>[1];

describe('chunkNames', () => {
  const names = chunkNames(app, getModuleInfo);

  it('puts what every entry page loads in `entry`', () => {
    expect(names.get('/nm/react-dom.js')).toBe('entry');
    expect(names.get('/nm/react.js')).toBe('entry');
    expect(names.get(file('ui/header.tsx'))).toBe('entry');
    expect(names.get(file('catalog/card.tsx'))).toBe('entry');
    expect(names.get(file('catalog/price.tsx'))).toBe('entry');
  });

  it('names the rest by the pages that load it', () => {
    expect(names.get(file('catalog/slider.tsx'))).toBe('entry-home-product');
    expect(names.get(file('catalog/grid.tsx'))).toBe('entry-category');
    expect(names.get(file('catalog/gallery.tsx'))).toBe('entry-product');
  });

  it('names what only a page of its own loads after it, and leaves what it shares where it is (ADR 0068)', () => {
    expect(names.get(file('leaflets/viewer.tsx'))).toBe('entry-leaflet');
    expect(names.get(file('catalog/grid.tsx'))).toBe('entry-category');
    expect(names.get(file('ui/header.tsx'))).toBe('entry');
    expect(names.has(route('routes/leaflet.tsx'))).toBe(false);
  });

  it('leaves dynamically imported modules, and the entry and route modules themselves, to Rollup', () => {
    expect(names.has(file('cart/dialog.tsx'))).toBe(false);
    expect(names.has(file('cart/mui.tsx'))).toBe(false);
    expect(names.has(file('entry.client.tsx'))).toBe(false);
    expect(names.has(route('routes/home.tsx'))).toBe(false);
    expect(names.has(route('root.tsx'))).toBe(false);
  });
});
