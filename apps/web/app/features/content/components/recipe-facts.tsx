// A recipe's facts (servings, preparation, cooking, difficulty) as a definition list.
import type { WpRecipeFields } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import css from './recipe.module.css';

export function RecipeFacts({ acf, compact = false }: { acf: WpRecipeFields; compact?: boolean }) {
  const facts: [string, string][] = compact
    ? [
        [t('content.totalTime'), t('content.minutes', { count: acf.total_time })],
        [t('content.servings'), String(acf.servings)],
        [t('content.difficulty'), acf.difficulty],
      ]
    : [
        [t('content.servings'), String(acf.servings)],
        [t('content.prepTime'), t('content.minutes', { count: acf.prep_time })],
        // a recipe that is not cooked (a tiramisù, a caprese) has no cooking time
        ...(acf.cook_time > 0
          ? [[t('content.cookTime'), t('content.minutes', { count: acf.cook_time })] as [string, string]]
          : []),
        [t('content.difficulty'), acf.difficulty],
      ];
  return (
    <dl className={compact ? `${css.facts} ${css.compact}` : css.facts} data-testid="recipe-facts">
      {facts.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
