// Pagination of a product list: real links (?page=N), so that every page can be crawled.
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n';
import { Link, useLocation } from 'react-router';

export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '?';
}

export function PageLinks({ page, totPages }: { page: number; totPages: number }) {
  const location = useLocation();
  if (totPages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('category.pagination')}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 4 }}
    >
      <Pagination
        page={page}
        count={totPages}
        color="primary"
        shape="rounded"
        siblingCount={1}
        getItemAriaLabel={(type, p) =>
          type === 'page'
            ? t('category.goToPage', { page: p ?? undefined })
            : type === 'previous'
              ? t('category.previousPage')
              : t('category.nextPage')
        }
        renderItem={(item) => (
          <PaginationItem component={Link} to={pageHref(location.search, item.page ?? 1)} {...item} />
        )}
      />
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {t('category.pageOf', { page, total: totPages })}
      </Typography>
    </Box>
  );
}
