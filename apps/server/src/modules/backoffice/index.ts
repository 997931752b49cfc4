// The back-office module's public face: staff sign-in, acting as a customer, the audit log.
export { BackofficeRepository, STAFF_ROLES, type StaffRole } from './backoffice.repository';
export { BackofficeService } from './backoffice.service';
export { SamlRepository } from './saml.repository';
export { auditPlugin, type AuditSnapshots } from './audit.plugin';
export { injectSnapshots } from './snapshots';
export { OidcLogin } from '../../platform/oidc';
export type { SsoOptions } from './backoffice.routes';
export { staffGuard, type StaffGuard } from './staff-guard';
export type { StaffRecord } from './backoffice.repository';
