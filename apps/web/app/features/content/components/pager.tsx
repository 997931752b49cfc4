// Newer and older pages of a list by link (the blog, the recipes), so that every page has its
// own address: `base` is page 1, `base?page=N` the others.
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import css from './content.module.css';

export function Pager({
  base,
  page,
  totalPages,
  label,
  previous,
  next,
}: {
  base: string;
  page: number;
  totalPages: number;
  label: string;
  previous: string;
  next: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={label}>
      {page > 1 && (
        <Link to={page === 2 ? base : `${base}?page=${page - 1}`} rel="prev">
          {previous}
        </Link>
      )}
      <span>{t('content.pageOf', { page, total: totalPages })}</span>
      {page < totalPages && (
        <Link to={`${base}?page=${page + 1}`} rel="next">
          {next}
        </Link>
      )}
    </nav>
  );
}
