// The whole category tree of the menus' panels (the desktop mega-menu, the mobile drawer). The
// pages carry only the departments (header links, footer): the tree, some 600 categories, is
// fetched when a menu first opens (GET category, kept by the query client's cache), because a
// page's loader data travels inline and the browser decodes all of it before it hydrates
// (ADR 0018).
import { useEffect, useState } from 'react';
import { unwrap } from '../../lib/api/client';
import { loadQueryClient } from '../../lib/api/lazy-query-client';
import { menuTreeQueryOptions } from './api/get-menu-tree';
import { menuTree, type MenuCategory } from './types';

let tree: MenuCategory[] | undefined;
let loading: Promise<MenuCategory[]> | undefined;

export function loadMenuTree(): Promise<MenuCategory[]> {
  loading ??= loadQueryClient()
    .then((client) => client.ensureQueryData(menuTreeQueryOptions()))
    .then((envelope) => (tree = menuTree(unwrap(envelope).categories ?? [])))
    .catch((error: unknown) => {
      loading = undefined; // the next opening tries again
      throw error;
    });
  return loading;
}

/** The tree once fetched; undefined until then (the menus show the page's departments). */
export function useMenuTree(): MenuCategory[] | undefined {
  const [loaded, setLoaded] = useState(tree);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadMenuTree().then(
      (t) => live && setLoaded(t),
      () => undefined, // the request layer has told the visitor; the departments stay
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
