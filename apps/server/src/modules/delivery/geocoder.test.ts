// The local geocoder over the shipped gazetteer (no database, no network).
import { describe, expect, it } from 'vitest';
import { GazetteerGeocoder, normalizePlace } from './geocoder';
import { GAZETTEER } from './gazetteer-data';

const geocoder = new GazetteerGeocoder();

describe('gazetteer geocoder', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normalizePlace('  Salò ')).toBe('salo');
    expect(normalizePlace("Sant'Angelo Lodigiano")).toBe('sant angelo lodigiano');
  });

  it('locates by CAP first, then by municipality and province', async () => {
    expect(await geocoder.locate({ postalcode: '20144' })).toMatchObject({
      city: 'Milano',
      postalcode: '20144',
    });
    expect(await geocoder.locate({ city: 'bergamo', province: 'bg' })).toMatchObject({ city: 'Bergamo' });
    expect(await geocoder.locate({ city: 'Bergamo', province: 'MI' })).toBeNull();
    expect(await geocoder.locate({ city: 'Roma' })).toBeNull();
    expect(await geocoder.locate({})).toBeNull();
  });

  it('matches inner words after whole-name prefixes', async () => {
    const places = await geocoder.suggest('san');
    const names = places.map((p) => p.city);
    expect(names.slice(0, 2)).toEqual(['San Donato Milanese', 'San Giuliano Milanese']);
    expect((await geocoder.suggest('giovanni')).map((p) => p.city)).toEqual(['Sesto San Giovanni']);
  });

  it('keeps every entry in Lombardy with valid CAPs and coordinates', () => {
    for (const e of GAZETTEER) {
      expect(e.postcodes.length).toBeGreaterThan(0);
      for (const cap of e.postcodes) expect(cap).toMatch(/^(2\d|46)\d{3}$/); // Lombardy: 20xxx–27xxx and Mantova 46xxx
      expect(e.latitude).toBeGreaterThan(44.6);
      expect(e.latitude).toBeLessThan(46.7);
      expect(e.longitude).toBeGreaterThan(8.4);
      expect(e.longitude).toBeLessThan(11.5);
    }
  });
});
