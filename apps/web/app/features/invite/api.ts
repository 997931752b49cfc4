// Invite a friend (seed 002 §7; issue 25): the customer's code, link, friends and vouchers.
import type { InviteView } from '@sporta/contracts';
import { apiRequest, unwrap } from '../../lib/api/client';

export type { InviteView } from '@sporta/contracts';

export async function getInvite(): Promise<InviteView> {
  return unwrap(await apiRequest<InviteView>('invite/view', { quiet: true }));
}
