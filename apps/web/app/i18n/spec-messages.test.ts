// The message keys the spec names (001 §8 "Action error keys"): each has an Italian text.
import { describe, expect, it } from 'vitest';
import it_ from './it.json';

function lookup(path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], it_);
}

describe('spec 001 §8 action error keys', () => {
  it.each([
    'errors.errorLogout',
    'errors.errorSettingAddress',
    'errors.errorSettingTimeslot',
    'errors.errorSettingStore',
    'errors.errorLoadingCart',
    'errors.errorSettingCartInfo',
    'cart.productAddError',
    'cart.productsAddError',
    'errors.errorAddingProductFromOrder',
    'errors.errorAddingProductFromList',
    'cart.errorSettingProduct',
    'cart.errorRemovingProduct',
    'errors.errorLoadingInvoice',
    'errors.minAcq',
  ])('%s has an Italian text', (key) => {
    const text = lookup(key);
    expect(typeof text).toBe('string');
    expect((text as string).length).toBeGreaterThan(10);
  });
});
