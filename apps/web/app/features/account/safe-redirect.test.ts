// Issue 18 item 5: the return path after login never leaves the site, however it is written.
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './session';

describe('safeRedirect', () => {
  it.each([
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/%09/evil.example'.replace('%09', '\t')],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['/a/..//evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['evil.example'],
    [' /profile'],
    ['/login?redirect=/profile'],
  ])('sends %j home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it.each([
    ['/profile/orders', '/profile/orders'],
    ['/search?q=latte#r', '/search?q=latte#r'],
    ['/product/latte-fresco', '/product/latte-fresco'],
    ['/a/../profile', '/profile'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
