// Whose cart a request acts on: the logged-in account's, or (ANONYMOUS_CART) the
// anonymous session's. Without either the call needs login (401, or 419 expired).
import type { FastifyRequest } from 'fastify';
import { ensureSession, requireUser } from '../../platform/session';
import type { CartOwner } from './cart.repository';

export interface CartActor {
  owner: CartOwner;
  userId: number | null;
}

export async function cartActor(request: FastifyRequest): Promise<CartActor> {
  const ctx = await request.context();
  if (ctx.userId !== null && ctx.session) return { owner: { userId: ctx.userId }, userId: ctx.userId };
  if (!request.server.config.ANONYMOUS_CART) {
    const user = await requireUser(request);
    return { owner: { userId: user.userId }, userId: user.userId };
  }
  const session = await ensureSession(request);
  return { owner: { sessionId: session.session!.sessionId }, userId: null };
}

/** The cart owner when there is one, without creating a session (open reads). */
export async function optionalOwner(request: FastifyRequest): Promise<CartOwner | null> {
  const ctx = await request.context();
  if (ctx.userId !== null) return { userId: ctx.userId };
  if (ctx.session && request.server.config.ANONYMOUS_CART) return { sessionId: ctx.session.sessionId };
  return null;
}
