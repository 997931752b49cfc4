// The staff guard of every back-office and store call: the signed-in staff member with one of the
// roles asked (403 for anyone else; 419 when the staff session ran out). One way to check staff.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import type { RequestContext } from '../../platform/session';
import type { StaffRecord, StaffRole } from './backoffice.repository';
import { hasRole, staffMessages, type BackofficeService } from './backoffice.service';

export type StaffGuard = (
  request: FastifyRequest,
  ...roles: StaffRole[]
) => Promise<{ ctx: RequestContext; staff: StaffRecord }>;

export function staffGuard(service: Pick<BackofficeService, 'staff'>): StaffGuard {
  return async (request, ...roles) => {
    const ctx = await request.context();
    if (ctx.staffUserId === null || !ctx.session) {
      if (ctx.expired) {
        request._issuedTokens = { clear: true, persistent: false };
        throw AppError.sessionExpired();
      }
      throw AppError.forbidden(staffMessages.notStaff, 'error.backoffice.not_staff');
    }
    const staff = await service.staff(ctx.staffUserId);
    if (roles.length > 0 && !hasRole(staff, ...roles))
      throw AppError.forbidden(staffMessages.forbiddenRole, 'error.backoffice.role');
    return { ctx, staff };
  };
}
