// Shop at work (seed 001 "Workplace shopping"): GET shopatwork/subscribe {subscriptionCode} and the
// customer's subscriptions. Refusals come back as ApiError with the server's Italian message.
import type { WorkplaceSubscriptionDto } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../lib/api/client';

export type { WorkplaceSubscriptionDto } from '@sporta/contracts';

export async function subscribeToWorkplace(code: string): Promise<WorkplaceSubscriptionDto> {
  return unwrap(
    await apiRequest<WorkplaceSubscriptionDto>('shopatwork/subscribe', {
      query: { subscriptionCode: code },
      quiet: true,
    }),
  );
}

export async function workplaceSubscriptions(): Promise<WorkplaceSubscriptionDto[]> {
  return unwrap(
    await apiRequest<{ subscriptions: WorkplaceSubscriptionDto[] }>('shopatwork/subscriptions', {
      quiet: true,
    }),
  ).subscriptions;
}
