import { z } from 'zod';

/** The shop's public configuration (spec 000 §8 "configuration flags"), read by the clients at start. */
export const appConfigSchema = z.object({
  anonymousCart: z
    .boolean()
    .describe('Anonymous visitors may fill a cart (ANONYMOUS_CART); it moves into the account at login'),
  updateCart: z
    .boolean()
    .describe("Plus/minus change the cart at once (UPDATE_CART); false: the card keeps it until 'Aggiungi'"),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
