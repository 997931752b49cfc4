// A filterable product list (category and search pages): the filter panel (a side column from
// 960 px, a drawer below), the sort select, the grid of 24 and the pager. The state is the
// URL: every change navigates, so the page is server-rendered, shareable and kept on going back.
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { useLocation, useNavigate } from 'react-router';
import {
  activeFilterCount,
  filtersSearch,
  PAGE_SIZE,
  withSort,
  type ProductFilters as Filters,
} from '../filters';
import type { CardProductList } from '../card-product';
import { PageLinks } from './page-links';
import css from './product-list-view.module.css';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

// Material's Tune icon.
const TUNE =
  'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z';

const FiltersDrawer = lazyDialog(() => import('./filters-drawer'));

interface Props {
  list: CardProductList;
  filters: Filters;
  /** Shown when nothing matches and no filter is set. */
  emptyText: string;
}

export function ProductListView({ list, filters, emptyText }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const [drawer, setDrawer] = useState(false);
  const change = (next: Filters) => {
    void navigate({ pathname: location.pathname, search: filtersSearch(next, location.search) });
  };
  const active = activeFilterCount(filters);
  const total = list.page?.totItems ?? list.products.length;
  const facets = list.facets ?? [];
  const panel = <ProductFilters facets={facets} filters={filters} onChange={change} />;
  return (
    <div className={css.view}>
      <aside aria-label={t('catalog.filtersTitle')} className={css.aside}>
        {panel}
      </aside>
      <div>
        <div className={css.toolbar} data-testid="list-toolbar">
          <button type="button" className={css.filtersButton} onClick={() => setDrawer(true)}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={TUNE} fill="currentColor" />
            </svg>
            {t('catalog.showFilters')}
            {active > 0 ? ` (${active})` : ''}
          </button>
          <p className={css.count} role="status">
            {t('category.products', { count: total })}
            {active > 0 ? ` · ${t('catalog.activeFilters', { count: active })}` : ''}
          </p>
          <SortSelect value={filters.sort} onChange={(sort) => change(withSort(filters, sort))} />
        </div>
        {list.products.length === 0 ? (
          <p className={css.empty}>{active > 0 ? t('catalog.noResultsFiltered') : emptyText}</p>
        ) : (
          <>
            {/* the cards' names are h3: their list has its h2 (axe heading-order) */}
            <h2 className={css.hiddenHeading}>{t('catalog.productsHeading')}</h2>
            <ProductGrid products={list.products} />
          </>
        )}
        <PageLinks
          page={list.page?.selPage ?? filters.page}
          totPages={list.page?.totPages ?? Math.ceil(total / PAGE_SIZE)}
        />
      </div>
      <FiltersDrawer open={drawer} onClose={() => setDrawer(false)} total={total}>
        {panel}
      </FiltersDrawer>
    </div>
  );
}
