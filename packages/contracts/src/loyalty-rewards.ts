// Rewards and donations of loyalty points (seed 002 §2 rewards-cart, requested-rewards,
// create-offer, donate; issue 25; ADR 0059). The spec shows no calls: ours live under
// `loyalty-rewards/*`, snake_case inputs and camelCase results as the rest of the API.
import { REWARD_MESSAGES, REWARD_STATUSES } from '@sporta/domain';
import { z } from 'zod';

const cardNumberSchema = z
  .string({ message: 'indica il numero della carta fedeltà (fidelity_card)' })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().min(1, { message: 'indica il numero della carta fedeltà (fidelity_card)' }).max(20));

const idOf = (field: string, what: string) =>
  z.coerce
    .number({ message: `indica ${what} (${field})` })
    .int({ message: `${what} (${field}) è un numero intero` })
    .positive({ message: `${what} (${field}) non è valido` })
    .max(2_147_483_647, { message: `${what} (${field}) non è valido` });

/** Which card (and so which cooperative's catalogue); default: the customer's first card. */
export const rewardCardQuerySchema = z.object({ fidelity_card: cardNumberSchema.optional() });

export const rewardCartAddInputSchema = z.object({
  reward_id: idOf('reward_id', 'il premio'),
  quantity: z.coerce
    .number({ message: REWARD_MESSAGES.quantity })
    .int({ message: REWARD_MESSAGES.quantity })
    .default(1),
  fidelity_card: cardNumberSchema.optional(),
});

export const rewardCartUpdateInputSchema = z.object({
  reward_id: idOf('reward_id', 'il premio'),
  quantity: z.coerce.number({ message: REWARD_MESSAGES.quantity }).int({ message: REWARD_MESSAGES.quantity }),
  fidelity_card: cardNumberSchema.optional(),
});

export const rewardCartRemoveInputSchema = z.object({
  reward_id: idOf('reward_id', 'il premio'),
  fidelity_card: cardNumberSchema.optional(),
});

export const rewardRequestIdInputSchema = z.object({ request_id: idOf('request_id', 'la richiesta') });

export const rewardStatusSchema = z.enum(REWARD_STATUSES);

export const rewardAdvanceInputSchema = z.object({
  request_id: idOf('request_id', 'la richiesta'),
  status: z.enum(['ready', 'collected', 'cancelled'], {
    message: 'lo stato (status) è ready, collected o cancelled',
  }),
});

export const rewardStaffQuerySchema = z.object({
  status: z.enum(REWARD_STATUSES, { message: 'lo stato (status) non è valido' }).optional(),
});

export const donateInputSchema = z.object({
  project_id: idOf('project_id', 'il progetto'),
  points: z.coerce
    .number({ message: 'indica i punti da donare (points)' })
    .int({ message: 'i punti da donare sono un numero intero' })
    .max(10_000_000, { message: 'i punti da donare sono troppi' }),
  fidelity_card: cardNumberSchema.optional(),
});

const cardHeadSchema = z.object({
  fidelityCard: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  points: z.number().describe('balance: the sum of the open period movements'),
});

export const rewardSchema = z.object({
  rewardId: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  points: z.number(),
  euro: z.number().describe('euro paid in the shop at collection (0: points only)'),
  imageUrl: z.string().nullable(),
  inCart: z.number().describe('quantity already in the rewards cart'),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardCatalogueSchema = z.object({
  card: cardHeadSchema.nullable().describe('null: the customer holds no card'),
  rewards: z.array(rewardSchema),
});
export type RewardCatalogue = z.infer<typeof rewardCatalogueSchema>;

export const rewardCartItemSchema = z.object({
  rewardId: z.number(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  points: z.number(),
  euro: z.number(),
  quantity: z.number(),
  totalPoints: z.number(),
  totalEuro: z.number(),
});

export const rewardCartSchema = z.object({
  card: cardHeadSchema.nullable(),
  items: z.array(rewardCartItemSchema),
  totalPoints: z.number(),
  totalEuro: z.number().describe('paid in the shop at collection'),
  pointsAfter: z.number().describe('the balance once the cart is requested'),
});
export type RewardCart = z.infer<typeof rewardCartSchema>;

export const rewardRequestSchema = z.object({
  requestId: z.number(),
  fidelityCard: z.string(),
  storeId: z.number(),
  storeName: z.string(),
  status: rewardStatusSchema,
  statusLabel: z.string(),
  points: z.number(),
  euro: z.number().describe('due in the shop at collection'),
  createdAt: z.string().describe('ISO instant'),
  updatedAt: z.string().describe('ISO instant'),
  canCancel: z.boolean(),
  lines: z.array(
    z.object({
      rewardId: z.number(),
      name: z.string(),
      points: z.number(),
      euro: z.number(),
      quantity: z.number(),
    }),
  ),
  customer: z.string().optional().describe('staff lists only: the member name'),
});
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

export const rewardRequestsSchema = z.object({ requests: z.array(rewardRequestSchema) });
export type RewardRequests = z.infer<typeof rewardRequestsSchema>;

export const rewardRequestResultSchema = z.object({
  request: rewardRequestSchema,
  cart: rewardCartSchema,
});

export const charityProjectSchema = z.object({
  projectId: z.number(),
  name: z.string(),
  description: z.string(),
  beneficiary: z.string(),
  donatedPoints: z.number().describe('points the members gave it so far'),
});

export const donationReceiptSchema = z.object({
  donationId: z.number(),
  receiptNumber: z.string(),
  date: z.string().describe('ISO instant'),
  projectId: z.number(),
  projectName: z.string(),
  beneficiary: z.string(),
  storeName: z.string(),
  fidelityCard: z.string(),
  points: z.number(),
  pdfUrl: z.string().describe('the receipt as a PDF (same session)'),
});
export type DonationReceipt = z.infer<typeof donationReceiptSchema>;

export const charityProjectsSchema = z.object({
  card: cardHeadSchema.nullable(),
  projects: z.array(charityProjectSchema),
  table: z.object({ min: z.number(), step: z.number(), max: z.number() }),
  choices: z.array(z.number()).describe('amounts the balance covers, by the table'),
  donations: z.array(donationReceiptSchema).describe("the member's receipts, newest first"),
});
export type CharityProjects = z.infer<typeof charityProjectsSchema>;

export const donationResultSchema = charityProjectsSchema.extend({ receipt: donationReceiptSchema });
export type DonationResult = z.infer<typeof donationResultSchema>;
