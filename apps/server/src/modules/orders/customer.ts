// The logged customer of an orders call (401 without a login, 419 when the session expired), as
// the orders services take it: the user id and the cart owner.
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/session';

export async function customer(request: FastifyRequest) {
  const ctx = await requireUser(request);
  return { userId: ctx.userId, owner: { userId: ctx.userId } as const };
}
