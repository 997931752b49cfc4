// ADR 0016: the catalogue's split between the entry pages and the rest.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryGraph, sharedMessageModules } from './entry-graph';
import {
  flatten,
  keysNamedBy,
  split,
  splitCatalogue,
  stringLiterals,
  type Catalogue,
} from './vite-i18n-split';

const app = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'app');
const catalogue = JSON.parse(readFileSync(path.join(app, 'i18n', 'it.json'), 'utf8')) as Catalogue;

const sample: Catalogue = {
  header: { login: 'Accedi', cart: 'Carrello' },
  product: { locker: 'Non per il locker', frozen: 'Surgelato' },
  cart: { items_one: '{{count}} prodotto', items_other: '{{count}} prodotti', empty: 'Vuoto' },
  checkout: { pay: 'Paga' },
};

describe('stringLiterals and keysNamedBy', () => {
  it('read quoted strings and the head of template literals', () => {
    expect(
      stringLiterals(`t('header.login'); t("cart.empty"); t(\`product.\${reason}\`); x = \`plain\`;`),
    ).toEqual(['header.login', 'cart.empty', 'product.', 'plain']);
  });

  it('keep keys, both plural forms of a base and every key under a prefix ending in a dot', () => {
    const keys = keysNamedBy(
      ['header.login', 'cart.items', 'product.', 'not.a.key', 'checkout'],
      flatten(sample).keys(),
    );
    expect([...keys].sort()).toEqual([
      'cart.items_one',
      'cart.items_other',
      'header.login',
      'product.frozen',
      'product.locker',
    ]);
  });
});

describe('split', () => {
  it('cuts the catalogue in two disjoint parts that together are the catalogue', () => {
    const { entry, rest } = split(sample, new Set(['header.login', 'cart.items_one', 'cart.items_other']));
    expect(entry).toEqual({
      header: { login: 'Accedi' },
      cart: { items_one: '{{count}} prodotto', items_other: '{{count}} prodotti' },
    });
    expect(rest).toEqual({
      header: { cart: 'Carrello' },
      product: { locker: 'Non per il locker', frozen: 'Surgelato' },
      cart: { empty: 'Vuoto' },
      checkout: { pay: 'Paga' },
    });
  });
});

describe("the app's catalogue", () => {
  const { entry, rest, keys, pages } = splitCatalogue(app);
  const entryPaths = new Set(flatten(entry).keys());
  const restPaths = new Set(flatten(rest).keys());

  it('loses and repeats nothing', () => {
    const all = flatten(catalogue);
    expect(entryPaths.size + restPaths.size).toBe(all.size);
    for (const p of entryPaths) expect(restPaths.has(p)).toBe(false);
    expect(new Map([...flatten(entry), ...flatten(rest)])).toEqual(all);
  });

  it('keeps with the entry every message an entry module names, and only those', () => {
    const named = new Set<string>([...flatten(catalogue).keys()].filter((k) => k.startsWith('codes.')));
    for (const file of entryGraph(app, 'unscoped', sharedMessageModules).modules.keys())
      for (const k of keysNamedBy(
        stringLiterals(readFileSync(file, 'utf8'), file),
        flatten(catalogue).keys(),
      ))
        named.add(k);
    expect(entryPaths).toEqual(named);
    expect(entryPaths).toEqual(keys);
  });

  it('holds the shell, the cookie banner (a plain lazy module) and the API codes with the entry', () => {
    for (const k of ['header.searchPlaceholder', 'account.cookies.title', 'notFound.title'])
      expect(entryPaths).toContain(k);
    for (const code of Object.keys(catalogue.codes as Catalogue))
      expect(entryPaths).toContain(`codes.${code}`);
  });

  it('gives the leaflet page the messages only it shows, in a part of its own (ADR 0068)', () => {
    const own = new Set(flatten(pages.leaflet!).keys());
    for (const k of ['leaflets.pagination', 'leaflets.openProduct', 'leaflets.keyboardHint']) {
      expect(own).toContain(k);
      expect(entryPaths).not.toContain(k);
      expect(restPaths).toContain(k); // other pages (/volantini, the home slider) may show them too
    }
    for (const k of own) expect(entryPaths.has(k)).toBe(false);
    // the dialog's messages come with MUI's scope, as every dialog's
    expect(own.has('leaflets.productMissing')).toBe(false);
  });

  it('leaves what only dialogs and other pages show to the rest', () => {
    for (const k of ['checkout.title', 'orders.title', 'account.login.title']) expect(restPaths).toContain(k);
    // Well under a third of the catalogue travels with the entry.
    expect(JSON.stringify(entry).length).toBeLessThan(JSON.stringify(rest).length / 3);
  });
});
