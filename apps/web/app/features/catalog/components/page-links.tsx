// Pagination of a product list: real links (?page=N), so that every page can be crawled.
import Box from '@mui/material/Box';
import usePagination from '@mui/material/usePagination';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { Link, useLocation } from 'react-router';

export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '?';
}

// MUI's page list (first, last, one sibling each side, ellipses) drawn as plain links with one
// style rule.
const pagerSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  mt: 4,
  '& ul': { listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  '& .pl-item': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 32,
    height: 32,
    px: 0.75,
    mx: 0.375,
    borderRadius: 1,
    fontSize: '0.875rem',
    color: 'text.primary',
    textDecoration: 'none',
  },
  '& a.pl-item:hover': { bgcolor: 'action.hover' },
  '& a.pl-item:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
  '& a.pl-item[aria-current="page"]': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '& .pl-disabled': { color: 'action.disabled' },
  '& p': { m: 0, fontSize: 14, color: 'text.secondary' },
} as const;

export function PageLinks({ page, totPages }: { page: number; totPages: number }) {
  const location = useLocation();
  const { items } = usePagination({ page, count: totPages, siblingCount: 1 });
  if (totPages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('category.pagination')} sx={pagerSx}>
      <ul>
        {items.map((item, i) => {
          const key = `${item.type}-${i}`;
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
            return (
              <li key={key}>
                <span className="pl-item">…</span>
              </li>
            );
          if (item.type !== 'page' && item.type !== 'previous' && item.type !== 'next') return null;
          const content =
            item.type === 'page' ? (
              item.page
            ) : (
              <Icon name={item.type === 'previous' ? 'navigateBefore' : 'navigateNext'} size={20} />
            );
          if (item.disabled)
            return (
              <li key={key}>
                <span className="pl-item pl-disabled" aria-hidden="true">
                  {content}
                </span>
              </li>
            );
          const label =
            item.type === 'page'
              ? t('category.goToPage', { page: item.page ?? undefined })
              : item.type === 'previous'
                ? t('category.previousPage')
                : t('category.nextPage');
          return (
            <li key={key}>
              <Link
                className="pl-item"
                to={pageHref(location.search, item.page ?? 1)}
                aria-label={label}
                aria-current={item.selected ? 'page' : undefined}
              >
                {content}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>{t('category.pageOf', { page, total: totPages })}</p>
    </Box>
  );
}
