import { describe, expect, it } from 'vitest';
import {
  canMoveReward,
  DONATION_TABLES,
  donationChoices,
  donationReceiptNumber,
  donationRefusal,
  REWARD_MAX_QUANTITY,
  REWARD_MESSAGES,
  rewardQuantityRefusal,
  rewardRequestRefusal,
  rewardTotals,
  type RewardActor,
  type RewardStatus,
} from './loyalty-rewards';

describe('reward request transitions', () => {
  it.each([
    ['requested', 'ready', 'store', true],
    ['requested', 'ready', 'member', false],
    ['ready', 'collected', 'store', true],
    ['requested', 'collected', 'store', false],
    ['requested', 'cancelled', 'member', true],
    ['requested', 'cancelled', 'store', true],
    ['ready', 'cancelled', 'member', false],
    ['ready', 'cancelled', 'store', true],
    ['collected', 'cancelled', 'store', false],
    ['cancelled', 'requested', 'store', false],
    ['cancelled', 'ready', 'store', false],
  ] as const)('%s → %s by %s: %s', (from, to, actor, ok) => {
    expect(canMoveReward(from as RewardStatus, to as RewardStatus, actor as RewardActor)).toBe(ok);
  });
});

describe('rewards cart', () => {
  it('totals points and the euro paid in the shop', () => {
    expect(
      rewardTotals([
        { points: 500, euroCents: 0, quantity: 2 },
        { points: 300, euroCents: 990, quantity: 1 },
      ]),
    ).toEqual({ points: 1300, euroCents: 990 });
  });
  it.each([
    [1, null],
    [REWARD_MAX_QUANTITY, null],
    [0, REWARD_MESSAGES.quantity],
    [REWARD_MAX_QUANTITY + 1, REWARD_MESSAGES.quantity],
    [1.5, REWARD_MESSAGES.quantity],
  ])('quantity %s → %s', (q, msg) => {
    expect(rewardQuantityRefusal(q)).toBe(msg);
  });
  it('refuses an empty cart and a cart over the balance, naming the balance', () => {
    expect(rewardRequestRefusal([], 1000)).toBe(REWARD_MESSAGES.cartEmpty);
    expect(rewardRequestRefusal([{ points: 600, euroCents: 0, quantity: 2 }], 1000)).toBe(
      'Saldo punti insufficiente: hai 1000 punti, ne servono 1200.',
    );
    expect(rewardRequestRefusal([{ points: 500, euroCents: 0, quantity: 2 }], 1000)).toBeNull();
    expect(rewardRequestRefusal([{ points: 1, euroCents: 0, quantity: 1 }], -5)).toBe(
      'Saldo punti insufficiente: hai 0 punti, ne servono 1.',
    );
  });
});

describe('donations', () => {
  const { min, step, max } = DONATION_TABLES[1]!;
  it.each([
    [min, 10_000, null],
    [min + step, 10_000, null],
    [max, 10_000, null],
    [min - step, 10_000, `Puoi donare almeno ${min} punti.`],
    [0, 10_000, `Puoi donare almeno ${min} punti.`],
    [-100, 10_000, `Puoi donare almeno ${min} punti.`],
    [max + step, 10_000, `Puoi donare al massimo ${max} punti alla volta.`],
    [min + 1, 10_000, `I punti da donare vanno scelti a multipli di ${step}.`],
    [min, min - 1, `Saldo punti insufficiente: hai ${min - 1} punti, ne servono ${min}.`],
  ])('%s points from %s → %s', (points, balance, msg) => {
    expect(donationRefusal(1, points, balance)).toBe(msg);
  });
  it('offers the steps the balance covers', () => {
    expect(donationChoices(1, 260)).toEqual([100, 150, 200, 250]);
    expect(donationChoices(2, 150)).toEqual([]);
    expect(donationChoices(3, 1_000_000).at(-1)).toBe(DONATION_TABLES[3]!.max);
  });
  it('numbers receipts', () => {
    expect(donationReceiptNumber(2, 2026, 42)).toBe('DON-2-2026-000042');
  });
});
