// Profile calls (spec 000 §7): detail, updates, e-mail change, second factor, consents, deletion.
import { apiRequest, unwrap } from '../../../lib/api/client';
import type { personFiscalSchema } from '@sporta/contracts';
import type { z } from 'zod';
import type { ConsentAnswer, RegistrationDisclaimer, User } from './account-types';

export async function getUserDetail(): Promise<User> {
  return unwrap(await apiRequest<User>('registration/user_detail', { quiet: true }));
}

export interface UserDetailInput {
  firstName?: string;
  lastName?: string;
  fiscalCode?: string;
}

export async function updateUserDetail(input: UserDetailInput): Promise<User> {
  return unwrap(
    await apiRequest<User>('registration/update_user_detail', { method: 'POST', body: input, quiet: true }),
  );
}

export async function updateContact(input: { phone?: string; mobilePhone?: string }): Promise<User> {
  return unwrap(
    await apiRequest<User>('registration/update_contact', { method: 'POST', body: input, quiet: true }),
  );
}

export async function requestEmailChange(newEmail: string, password: string) {
  return unwrap(
    await apiRequest('registration/update_email_request', {
      method: 'POST',
      body: { new_email: newEmail, password },
      quiet: true,
    }),
  );
}

export async function confirmEmailChange(token: string) {
  return unwrap(await apiRequest('registration/update_email', { query: { token }, quiet: true }));
}

export async function getMfaEnabled(): Promise<boolean> {
  return unwrap(await apiRequest<{ mfaEnabled: boolean }>('registration/mfa_enabled', { quiet: true }))
    .mfaEnabled;
}

export async function updateMfa(enabled: boolean, password: string): Promise<boolean> {
  return unwrap(
    await apiRequest<{ mfaEnabled: boolean }>('registration/update_mfa', {
      method: 'POST',
      body: { enabled, password },
      quiet: true,
    }),
  ).mfaEnabled;
}

export async function getUserDisclaimers(storeId: number): Promise<RegistrationDisclaimer[]> {
  const data = unwrap(
    await apiRequest<{ registrationDisclaimers: RegistrationDisclaimer[] }>(
      'user-registration-disclaimer/list-by-type',
      { query: { store_id: storeId, registration_module_type_id: 2 }, quiet: true },
    ),
  );
  return [...data.registrationDisclaimers].sort((a, b) => a.priority - b.priority);
}

export async function updateDisclaimers(storeId: number, disclaimers: ConsentAnswer[]) {
  return unwrap(
    await apiRequest('user-registration-disclaimer/update-disclaimer', {
      method: 'POST',
      body: { store_id: storeId, disclaimers },
      quiet: true,
    }),
  );
}

export async function requestAnonymize() {
  return unwrap(await apiRequest('registration/anonymize_token_request', { quiet: true }));
}

export async function checkAnonymizeToken(login: string, token: string) {
  return unwrap(
    await apiRequest('registration/anonymize_token_check', { query: { login, token }, quiet: true }),
  );
}

export async function anonymizeUser(token: string) {
  return unwrap(await apiRequest('registration/user_anonymize', { query: { token }, quiet: true }));
}

export type PersonFiscal = z.infer<typeof personFiscalSchema>;

/** Invoice data (fiscal persons) of the customer, newest last. */
export async function listPersonFiscals(): Promise<PersonFiscal[]> {
  return unwrap(
    await apiRequest<{ personFiscals: PersonFiscal[] }>('user-person-fiscal/list', { quiet: true }),
  ).personFiscals;
}

export async function deletePersonFiscal(personFiscalId: number): Promise<void> {
  unwrap(
    await apiRequest('user-person-fiscal/delete-person-fiscal', {
      query: { person_fiscal_id: personFiscalId },
      quiet: true,
    }),
  );
}

/** registration/update_username: a unique username that can also be used to log in. */
export async function updateUsername(username: string): Promise<User> {
  return unwrap(
    await apiRequest<User>('registration/update_username', {
      method: 'POST',
      body: { username },
      quiet: true,
    }),
  );
}

/**
 * Whether the logged customer accepted every required disclaimer of a cooperative
 * (user-registration-disclaimer/check-disclaimer, spec 001 §2 store selector).
 */
export async function checkDisclaimer(storeId: number): Promise<boolean> {
  return unwrap(
    await apiRequest<{ accepted: boolean }>('user-registration-disclaimer/check-disclaimer', {
      query: { store_id: storeId },
      quiet: true,
    }),
  ).accepted;
}
