// Recipes' facts and ingredients (migration 0020): content_recipe and content_recipe_ingredient,
// owned by the content module. An ingredient names a catalogue product by id (foreign key).
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../platform/db-schema';

export type Difficulty = 'facile' | 'media' | 'difficile';

export interface RecipeIngredient {
  productId: number;
  quantity: number;
  amountText: string;
}

export interface RecipeFacts {
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: Difficulty;
  image: string;
  ingredients: RecipeIngredient[];
}

export class RecipeRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Replaces a recipe's facts and ingredients (inside the caller's transaction). */
  async replace(trx: Transaction<DB>, contentId: number, facts: RecipeFacts): Promise<void> {
    const values = {
      servings: facts.servings,
      prep_minutes: facts.prepMinutes,
      cook_minutes: facts.cookMinutes,
      difficulty: facts.difficulty,
      image: facts.image,
    };
    await trx
      .insertInto('content_recipe')
      .values({ content_id: contentId, ...values })
      .onConflict((oc) => oc.column('content_id').doUpdateSet(values))
      .execute();
    await trx.deleteFrom('content_recipe_ingredient').where('content_id', '=', contentId).execute();
    if (facts.ingredients.length)
      await trx
        .insertInto('content_recipe_ingredient')
        .values(
          facts.ingredients.map((it, i) => ({
            content_id: contentId,
            position: i + 1,
            product_id: it.productId,
            quantity: it.quantity,
            amount_text: it.amountText,
          })),
        )
        .execute();
  }

  /** The facts of the recipes among `contentIds` (entries without facts are left out). */
  async factsOf(contentIds: readonly number[]): Promise<Map<number, RecipeFacts>> {
    const out = new Map<number, RecipeFacts>();
    if (contentIds.length === 0) return out;
    const [recipes, ingredients] = await Promise.all([
      this.db
        .selectFrom('content_recipe')
        .selectAll()
        .where('content_id', 'in', [...contentIds])
        .execute(),
      this.db
        .selectFrom('content_recipe_ingredient')
        .selectAll()
        .where('content_id', 'in', [...contentIds])
        .orderBy('content_id')
        .orderBy('position')
        .execute(),
    ]);
    for (const r of recipes)
      out.set(Number(r.content_id), {
        servings: r.servings,
        prepMinutes: r.prep_minutes,
        cookMinutes: r.cook_minutes,
        difficulty: r.difficulty as Difficulty,
        image: r.image,
        ingredients: [],
      });
    for (const i of ingredients)
      out.get(Number(i.content_id))?.ingredients.push({
        productId: i.product_id,
        quantity: i.quantity,
        amountText: i.amount_text,
      });
    return out;
  }
}
