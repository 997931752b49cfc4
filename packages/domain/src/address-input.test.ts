import { describe, expect, it } from 'vitest';
import {
  addressFromData,
  addressFromDiscoveryParams,
  addressFromPlace,
  parseAddressText,
} from './address-input';

describe('parseAddressText', () => {
  it.each([
    [
      'Via Roma 10, 20121 Milano (MI)',
      { address1: 'Via Roma', addressNumber: '10', postalcode: '20121', city: 'Milano', province: 'MI' },
    ],
    [
      'Via Roma, 10 - 20121 Milano MI',
      { address1: 'Via Roma', addressNumber: '10', postalcode: '20121', city: 'Milano', province: 'MI' },
    ],
    [
      'Corso Buenos Aires 5/A, Milano',
      { address1: 'Corso Buenos Aires', addressNumber: '5/A', city: 'Milano' },
    ],
    [
      'Piazza Vecchia 1, 24129 Bergamo BG, Italia',
      {
        address1: 'Piazza Vecchia',
        addressNumber: '1',
        postalcode: '24129',
        city: 'Bergamo',
        province: 'BG',
      },
    ],
    ['Via dei Mille snc, Brescia', { address1: 'Via dei Mille', addressNumber: 'snc', city: 'Brescia' }],
    ['  Viale Monza   ', { address1: 'Viale Monza' }],
    ['', {}],
  ])('%s', (text, parts) => {
    expect(parseAddressText(text)).toEqual(parts);
  });
});

describe('addressFromPlace', () => {
  it('reads Google Places address components', () => {
    const place = {
      address_components: [
        { long_name: '10', short_name: '10', types: ['street_number'] },
        { long_name: 'Via Roma', short_name: 'Via Roma', types: ['route'] },
        { long_name: 'Milano', short_name: 'Milano', types: ['locality', 'political'] },
        {
          long_name: 'Città Metropolitana di Milano',
          short_name: 'MI',
          types: ['administrative_area_level_2'],
        },
        { long_name: '20121', short_name: '20121', types: ['postal_code'] },
      ],
      formatted_address: 'Via Roma, 10, 20121 Milano MI, Italia',
    };
    expect(addressFromPlace(place)).toEqual({
      address1: 'Via Roma',
      addressNumber: '10',
      postalcode: '20121',
      city: 'Milano',
      province: 'MI',
    });
  });

  it('falls back to the formatted address, and ignores what is not a place', () => {
    expect(addressFromPlace({ formatted_address: 'Via Roma 10, 20121 Milano MI' })).toMatchObject({
      address1: 'Via Roma',
      postalcode: '20121',
    });
    expect(addressFromPlace(null)).toEqual({});
    expect(addressFromPlace('Via Roma')).toEqual({});
  });
});

describe('addressFromData and the discovery parameters', () => {
  it('reads our fields and other clients’ names', () => {
    expect(
      addressFromData({ street: 'Via Po', streetNumber: 3, zip: '10123', city: 'Torino', province: 'to' }),
    ).toEqual({
      address1: 'Via Po',
      addressNumber: '3',
      postalcode: '10123',
      city: 'Torino',
      province: 'TO',
    });
  });

  it('takes placeResult, else addressData, else addressString; bad JSON is ignored', () => {
    const data = JSON.stringify({ address1: 'Via Po', addressNumber: '3', city: 'Torino' });
    expect(
      addressFromDiscoveryParams({ addressData: data, addressString: 'Via Roma 1, Milano' }),
    ).toMatchObject({
      address1: 'Via Po',
    });
    expect(addressFromDiscoveryParams({ placeResult: '{bad', addressString: 'Via Roma 1, Milano' })).toEqual({
      address1: 'Via Roma',
      addressNumber: '1',
      city: 'Milano',
    });
    expect(addressFromDiscoveryParams({})).toEqual({});
  });
});
