// The recipes' cards (spec 002 §2 "Article cards", recipe kind): title, abstract, total time,
// servings and difficulty; pages by link (pager.tsx).
import type { WpEntry } from '@sporta/contracts';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { renderedText } from './content-html';
import { Pager } from './pager';
import { RecipeFacts } from './recipe-facts';
import css from './content.module.css';

export function RecipeList({
  recipes,
  page,
  totalPages,
}: {
  recipes: WpEntry[];
  page: number;
  totalPages: number;
}) {
  if (recipes.length === 0) return <p>{t('content.noRecipes')}</p>;
  return (
    <>
      <ul className={css.list} data-testid="recipe-list">
        {recipes.map((r) => (
          <li key={r.id}>
            <article className={css.card}>
              <h2>
                <Link to={`/ricette/${r.slug}`}>{renderedText(r.title.rendered)}</Link>
              </h2>
              <div className={css.excerpt} dangerouslySetInnerHTML={{ __html: r.excerpt.rendered }} />
              {r.acf && <RecipeFacts acf={r.acf} compact />}
            </article>
          </li>
        ))}
      </ul>
      <Pager
        base="/ricette"
        page={page}
        totalPages={totalPages}
        label={t('content.recipesPagination')}
        previous={t('content.recipesPrevious')}
        next={t('content.recipesNext')}
      />
    </>
  );
}
