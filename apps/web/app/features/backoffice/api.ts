// Back-office calls (seed 000 §7, issue 22): staff sign-in, customer search, acting as a customer,
// the userboard and the audit log. Types come from packages/contracts.
import type {
  AuditEntryView,
  BackofficeSession,
  OperatorActivity,
  StaffCustomer,
  StaffRoleId,
  Userboard,
} from '@sporta/contracts';
import { redirect } from 'react-router';
import { t } from '../../i18n/i18n';
import { apiRequest, apiUrl, unwrap, type RequestOptions } from '../../lib/api/client';

/** Where a call goes from a server loader (origin and the visitor's cookies); empty in the browser. */
export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

export const SECOND_FACTOR_STATUS = 4;
/** The readable cookie the server sets on a staff session (see the server's STAFF_MARKER_COOKIE). */
export const STAFF_MARKER = 'Sporta-Staff=1';

export function hasStaffMarker(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(STAFF_MARKER);
}

export interface SignInAnswer {
  status: number;
  message: string;
  error: boolean;
  session: BackofficeSession;
  enrolment: { otpauthUri: string; qrCode: string; secret: string } | null;
}

export async function ssoLogin(input: {
  username: string;
  password: string;
  otp?: string;
}): Promise<SignInAnswer> {
  const envelope = await apiRequest<BackofficeSession & { enrolment: SignInAnswer['enrolment'] }>(
    'backoffice-access/sso-login',
    {
      method: 'POST',
      body: {
        backoffice_user: input.username.trim(),
        password: input.password,
        ...(input.otp ? { otp: input.otp } : {}),
      },
      quiet: true,
    },
  );
  const r = envelope.response;
  const error = r.errors[0]?.error ?? r.errorsMessage[0];
  return {
    status: r.status,
    message: error ?? r.infos[0]?.info ?? r.infosMessage[0] ?? '',
    error: Boolean(error),
    session: envelope.data,
    enrolment: envelope.data?.enrolment ?? null,
  };
}

export async function ssoLogout(): Promise<void> {
  await apiRequest('sso-auth/logout', { method: 'POST', body: {}, quiet: true });
}

export async function backofficeSession(signal?: AbortSignal, via: Via = {}): Promise<BackofficeSession> {
  return unwrap(
    await apiRequest<BackofficeSession>('backoffice-access/session', { ...via, signal, quiet: true }),
  );
}

/**
 * The gate of a staff page's loader: anyone who is not signed in as staff goes to the userboard's
 * sign-in (a thrown redirect); staff holding none of `roles` (admin always passes) get false, and
 * the page says it is reserved.
 */
export async function staffPageAccess(roles: readonly StaffRoleId[], via: Via): Promise<boolean> {
  const session = await backofficeSession(undefined, via).catch(() => null);
  if (!session?.staff) throw redirect('/userboard');
  const held = session.staff.roles;
  return held.includes('admin') || roles.some((r) => held.includes(r));
}

/**
 * A staff page's loader in one call: the gate of `staffPageAccess`, then `fetch`. Staff without
 * the role get `empty` and `reserved`; a call that fails gets `empty` and its Italian message.
 */
export async function staffLoad<T extends object, E extends object>(
  roles: readonly StaffRoleId[],
  via: Via,
  reserved: string,
  fetch: () => Promise<T>,
  empty: E,
): Promise<(T | E) & { error: string | null }> {
  if (!(await staffPageAccess(roles, via))) return { ...empty, error: reserved };
  try {
    return { ...(await fetch()), error: null };
  } catch (e) {
    return { ...empty, error: e instanceof Error ? e.message : t('errors.generic') };
  }
}

export async function userboard(via: Via = {}): Promise<Userboard> {
  return unwrap(await apiRequest<Userboard>('backoffice-access/userboard', { ...via, quiet: true }));
}

export async function searchCustomers(
  q: string,
  signal?: AbortSignal,
): Promise<{ users: StaffCustomer[]; page: { totItems: number } }> {
  return unwrap(
    await apiRequest<{ users: StaffCustomer[]; page: { totItems: number } }>('user-search/list_user', {
      query: { q, user_type_id: 2, page_size: 50 },
      signal,
      quiet: true,
    }),
  );
}

export async function selectCustomer(userId: number): Promise<BackofficeSession> {
  return unwrap(
    await apiRequest<BackofficeSession>('user-search/select_user', {
      query: { user_id: userId },
      quiet: true,
    }),
  );
}

export async function releaseCustomer(): Promise<BackofficeSession> {
  return unwrap(
    await apiRequest<BackofficeSession>('backoffice-access/release_user', {
      method: 'POST',
      body: {},
      quiet: true,
    }),
  );
}

export interface AuditFilter {
  userId?: number;
  from?: string;
  to?: string;
}

function auditQuery(filter: AuditFilter) {
  return { user_id: filter.userId, from: filter.from || undefined, to: filter.to || undefined };
}

export async function auditLog(filter: AuditFilter, via: Via = {}): Promise<AuditEntryView[]> {
  return unwrap(
    await apiRequest<{ entries: AuditEntryView[] }>('backoffice-access/audit', {
      ...via,
      query: auditQuery(filter),
      quiet: true,
    }),
  ).entries;
}

export function auditCsvUrl(filter: AuditFilter): string {
  return apiUrl('backoffice-access/audit', { ...auditQuery(filter), format: 'csv' });
}

export async function operatorActivity(signal?: AbortSignal): Promise<OperatorActivity['entries']> {
  return unwrap(await apiRequest<OperatorActivity>('registration/operator-activity', { signal, quiet: true }))
    .entries;
}
