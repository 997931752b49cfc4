import { describe, expect, it } from 'vitest';
import { leafletPath, LEAFLET_COVER_FORMAT, LEAFLET_TYPE_VOLANTINO } from './leaflets';

describe('leaflets (seed 002 §2, §9)', () => {
  it.each([
    [2, 'volantino-1', '/volantini/volantino-1'],
    [1, 'catalogo-soci-1', '/catalogo-soci/catalogo-soci-1'],
    [3, 7, '/catalogo-soci/7'],
  ])('type %i, key %s → %s', (type, key, path) => {
    expect(leafletPath(type, key)).toBe(path);
  });
  it('keeps the constants of §9', () => {
    expect(LEAFLET_TYPE_VOLANTINO).toBe(2);
    expect(LEAFLET_COVER_FORMAT).toBe(12);
  });
});
