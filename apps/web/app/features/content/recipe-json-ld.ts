// schema.org Recipe of a recipe page (issue 23 "structured data"): name, description, yield,
// times as ISO 8601 durations, ingredients as the recipe writes them, steps, image when any.
import type { WpEntry } from '@sporta/contracts';
import { renderedText } from './components/content-html';

/** Minutes as an ISO 8601 duration: 75 → PT1H15M, 0 → PT0M. */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** The ordered list items of the body (the procedure's steps), as plain text. */
export function recipeSteps(html: string): string[] {
  const list = /<ol[^>]*>([\s\S]*?)<\/ol>/i.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => renderedText(m[1] ?? '').trim());
}

export function recipeJsonLd(entry: WpEntry, canonical: string) {
  const acf = entry.acf;
  if (!acf) return undefined;
  const origin = new URL(canonical).origin;
  const steps = recipeSteps(entry.content.rendered);
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: renderedText(entry.title.rendered),
      description: renderedText(entry.excerpt.rendered).trim(),
      url: canonical,
      datePublished: entry.date_gmt.slice(0, 10),
      recipeYield: `${acf.servings} porzioni`,
      prepTime: isoDuration(acf.prep_time),
      cookTime: isoDuration(acf.cook_time),
      totalTime: isoDuration(acf.total_time),
      recipeCuisine: 'italiana',
      recipeIngredient: acf.ingredients.map((i) => i.amount),
      ...(steps.length && {
        recipeInstructions: steps.map((text) => ({ '@type': 'HowToStep', text })),
      }),
      ...(acf.image && { image: new URL(acf.image, origin).toString() }),
    },
  };
}
