// The back-office module's public face: staff sign-in, acting as a customer, the audit log.
export { backofficePlugin } from './backoffice.plugin';
export type { BackofficeService } from './backoffice.service';
export { STAFF_ROLES, type StaffRole } from './backoffice.repository';
