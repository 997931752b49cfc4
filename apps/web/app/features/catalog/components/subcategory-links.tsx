import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { CategoryRef } from '../types';
import css from './subcategory-links.module.css';

export function SubcategoryLinks({ categories }: { categories: CategoryRef[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('category.subcategories')} data-testid="subcategories" className={css.nav}>
      <ul className={css.list}>
        {categories.map((c) => (
          <li key={c.categoryId}>
            <Link to={`/${c.slug}`}>{c.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
