// A filterable product list (category and search pages): the filter panel (a side column from
// 960 px, a drawer below), the sort select, the grid of 24 and the pager. The state is the
// URL: every change navigates, so the page is server-rendered, shareable and kept on going back.
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
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
import type { Product, ProductList } from '../types';
import { PageLinks } from './page-links';
import { ProductFilters } from './product-filters';
import { ProductGrid } from './product-grid';
import { SortSelect } from './sort-select';

const FiltersDrawer = lazyDialog(() => import('./filters-drawer'));

interface Props {
  list: ProductList;
  filters: Filters;
  /** Shown when nothing matches and no filter is set. */
  emptyText: string;
  renderAction?: (product: Product) => ReactNode;
}

export function ProductListView({ list, filters, emptyText, renderAction }: Props) {
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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '230px minmax(0, 1fr)' },
        gap: { xs: 2, md: 3 },
        mt: 2,
      }}
    >
      <Box
        component="aside"
        aria-label={t('catalog.filtersTitle')}
        sx={{ display: { xs: 'none', md: 'block' } }}
      >
        {panel}
      </Box>
      <Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}
          data-testid="list-toolbar"
        >
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<TuneIcon />}
            onClick={() => setDrawer(true)}
            sx={{ display: { md: 'none' }, bgcolor: '#fff' }}
          >
            {t('catalog.showFilters')}
            {active > 0 ? ` (${active})` : ''}
          </Button>
          <Typography sx={{ color: 'text.secondary', fontSize: 14, flex: 1 }} role="status">
            {t('category.products', { count: total })}
            {active > 0 ? ` · ${t('catalog.activeFilters', { count: active })}` : ''}
          </Typography>
          <SortSelect value={filters.sort} onChange={(sort) => change(withSort(filters, sort))} />
        </Box>
        {list.products.length === 0 ? (
          <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {active > 0 ? t('catalog.noResultsFiltered') : emptyText}
          </Typography>
        ) : (
          <ProductGrid products={list.products} renderAction={renderAction} />
        )}
        <PageLinks
          page={list.page?.selPage ?? filters.page}
          totPages={list.page?.totPages ?? Math.ceil(total / PAGE_SIZE)}
        />
      </Box>
      <FiltersDrawer open={drawer} onClose={() => setDrawer(false)} total={total}>
        {panel}
      </FiltersDrawer>
    </Box>
  );
}
