import { describe, expect, it } from 'vitest';
import { APP_URL_SCHEME, deepLinkPath } from './deep-links';
import { DEEP_LINK_EXAMPLES } from './deep-links.examples';

const site = 'https://www.sporta.it';

const MAPPINGS = DEEP_LINK_EXAMPLES;

describe('deepLinkPath: seed 000 §2', () => {
  it.each(MAPPINGS)('https link %s → %s', (path, expected) => {
    expect(deepLinkPath(`${site}${path}`)).toBe(expected);
  });

  it.each(MAPPINGS)(`${APP_URL_SCHEME}:/%s → %s`, (path, expected) => {
    expect(deepLinkPath(`${APP_URL_SCHEME}:/${path}`)).toBe(expected);
  });

  it.each(MAPPINGS)('bare path %s → %s', (path, expected) => {
    expect(deepLinkPath(path)).toBe(expected);
  });

  it('drops the fragment and keeps the query only as given', () => {
    expect(deepLinkPath(`${site}/profile/orders/5#top`)).toBe('/profile/orders/5');
    expect(deepLinkPath(`${site}/search?`)).toBe('/search');
  });
});

describe('deepLinkPath: anything else answers null (the app stays where it is)', () => {
  it.each([
    'https://www.sporta.it/',
    'https://www.sporta.it/profile',
    'https://www.sporta.it/profile/gifts',
    'https://www.sporta.it/profile/orders/abc',
    'https://www.sporta.it/profile/orders/1/extra',
    'https://www.sporta.it/checkout/step',
    'https://www.sporta.it/shop/product',
    'https://www.sporta.it/shop/product/a/b',
    'https://www.sporta.it/category',
    'https://www.sporta.it/page',
    'https://www.sporta.it/registration/confirm',
    'https://www.sporta.it/unknown-page',
    'https://www.sporta.it/product/%2F%2Fevil.example',
    'https://www.sporta.it/page/%00',
    'javascript:alert(1)',
    'otherapp://profile/orders',
    'mailto:info@sporta.it',
    '',
  ])('%s', (url) => {
    expect(deepLinkPath(url)).toBeNull();
  });

  it('never yields another site, whatever the input', () => {
    for (const url of [
      'https://evil.example//evil.example/x',
      `${site}/category/%2F%2Fevil.example`,
      `${site}//evil.example`,
    ])
      expect(deepLinkPath(url) ?? '/').toMatch(/^\/(?!\/)/);
  });
});
