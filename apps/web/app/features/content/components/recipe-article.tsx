// A recipe page (spec 002 §2 recipes): breadcrumb Homepage › Ricette › title, the excerpt, the
// facts, the ingredients as the recipe writes them, then `shop` (the ingredients as product
// cards with «Aggiungi tutti gli ingredienti al carrello», composed by the route: this feature
// does not import the catalogue's or the cart's), then the procedure.
import type { WpEntry } from '@sporta/contracts';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ContentHtml, renderedText } from './content-html';
import { RecipeFacts } from './recipe-facts';
import css from './content.module.css';
import rcss from './recipe.module.css';

export function RecipeArticle({ entry, path, shop }: { entry: WpEntry; path: string; shop?: ReactNode }) {
  const title = renderedText(entry.title.rendered);
  const acf = entry.acf;
  return (
    <div className="container">
      <Breadcrumbs
        items={[
          { name: t('content.recipes'), href: '/ricette' },
          { name: title, href: path },
        ]}
      />
      <article className={rcss.recipe} data-testid="recipe-page">
        <h1 className={css.title}>{title}</h1>
        <div className={rcss.lead} dangerouslySetInnerHTML={{ __html: entry.excerpt.rendered }} />
        {acf && <RecipeFacts acf={acf} />}
        {acf && (
          <section aria-labelledby="recipe-ingredients">
            <h2 id="recipe-ingredients" className={rcss.heading}>
              {t('content.ingredients')}
            </h2>
            <ul className={rcss.amounts} data-testid="recipe-ingredients">
              {acf.ingredients.map((i) => (
                <li key={`${i.product_id}-${i.amount}`}>{i.amount}</li>
              ))}
            </ul>
          </section>
        )}
        {shop}
        <div className={rcss.procedure}>
          <ContentHtml html={entry.content.rendered} />
        </div>
      </article>
    </div>
  );
}
