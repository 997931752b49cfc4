// Loyalty cards and points (seed 002 §7 "Loyalty cards and points"): registration-card/*. The
// refusals (wrong card, wrong birth date) come back as ApiError with the server's message; the
// pages show them next to the form.
import type { GiftCertificate, LoyaltyCards } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../../lib/api/client';

export type { LoyaltyCard, LoyaltyCards } from '@sporta/contracts';

export async function viewCards(): Promise<LoyaltyCards> {
  return unwrap(await apiRequest<LoyaltyCards>('registration-card/view-cards', { quiet: true }));
}

export async function addCard(fidelityCard: string, birthDate: string): Promise<LoyaltyCards> {
  return unwrap(
    await apiRequest<LoyaltyCards>('registration-card/add-card', {
      method: 'POST',
      query: { fidelity_card: fidelityCard, birth_date: birthDate },
      quiet: true,
    }),
  );
}

export async function removeCard(fidelityCard: string): Promise<LoyaltyCards> {
  return unwrap(
    await apiRequest<LoyaltyCards>('registration-card/remove-card', {
      method: 'POST',
      body: { fidelity_card: fidelityCard },
      quiet: true,
    }),
  );
}

export async function convertPoints(
  points: number,
  fidelityCard: string,
): Promise<LoyaltyCards & { giftCertificate: GiftCertificate; pointsConverted: number }> {
  return unwrap(
    await apiRequest<LoyaltyCards & { giftCertificate: GiftCertificate; pointsConverted: number }>(
      'registration-card/convert_points_polv',
      { method: 'POST', body: { points, fidelity_card: fidelityCard }, quiet: true },
    ),
  );
}
