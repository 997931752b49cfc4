// Home: the departments with their images.
import { Link } from 'react-router';
import type { CategoryRef } from '../types';
import css from './department-tiles.module.css';

export function categoryImage(c: CategoryRef): string {
  return `/img/categories/${c.categoryId}.svg`;
}

export function DepartmentTiles({ categories, title }: { categories: CategoryRef[]; title: string }) {
  return (
    <section aria-labelledby="departments-title" className={css.section}>
      <h2 id="departments-title" className={css.title}>
        {title}
      </h2>
      <ul data-testid="department-tiles" className={css.tiles}>
        {categories.map((c) => (
          <li key={c.categoryId}>
            <Link to={`/${c.slug}`}>
              <img src={categoryImage(c)} alt="" width={96} height={96} loading="lazy" />
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
