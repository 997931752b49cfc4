// Pagination of a product list: real links (?page=N), so that every page can be crawled.
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { Link, useLocation } from 'react-router';
import css from './page-links.module.css';

export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const s = params.toString();
  return s ? `?${s}` : '?';
}

type PageItem =
  | { type: 'page'; page: number; selected: boolean; disabled: false }
  | { type: 'previous' | 'next'; page: number; selected: false; disabled: boolean }
  | { type: 'start-ellipsis' | 'end-ellipsis'; page: null; selected: false; disabled: false };

/**
 * The items of MUI's `usePagination` (one boundary page and one sibling each side, with
 * ellipses; previous and next around), computed as MUI does.
 */
export function pageItems(page: number, count: number): PageItem[] {
  const range = (start: number, end: number) =>
    Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblings, count - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), count - boundary - 1);
  const list: (number | 'start-ellipsis' | 'end-ellipsis')[] = [
    ...startPages,
    ...(siblingsStart > boundary + 2
      ? (['start-ellipsis'] as const)
      : boundary + 1 < count - boundary
        ? [boundary + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end-ellipsis'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];
  return [
    { type: 'previous', page: page - 1, selected: false, disabled: page <= 1 },
    ...list.map((item): PageItem =>
      typeof item === 'number'
        ? { type: 'page', page: item, selected: item === page, disabled: false }
        : { type: item, page: null, selected: false, disabled: false },
    ),
    { type: 'next', page: page + 1, selected: false, disabled: page >= count },
  ];
}

export function PageLinks({ page, totPages }: { page: number; totPages: number }) {
  const location = useLocation();
  if (totPages <= 1) return null;
  const items = pageItems(page, totPages);
  return (
    <nav aria-label={t('category.pagination')} className={css.pager}>
      <ul>
        {items.map((item, i) => {
          const key = `${item.type}-${i}`;
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
            return (
              <li key={key}>
                <span className={css.item}>…</span>
              </li>
            );
          const content =
            item.type === 'page' ? (
              item.page
            ) : (
              <Icon name={item.type === 'previous' ? 'navigateBefore' : 'navigateNext'} size={20} />
            );
          if (item.disabled)
            return (
              <li key={key}>
                <span className={`${css.item} ${css.disabled}`} aria-hidden="true">
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
                className={css.item}
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
    </nav>
  );
}
