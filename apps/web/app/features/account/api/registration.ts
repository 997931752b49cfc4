// Registration calls (spec 000 §7): cooperatives, disclaimers, register, resend confirmation.
import { apiRequest, unwrap } from '../../../lib/api/client';
import type { ConsentAnswer, RegistrationDisclaimer, Store } from './account-types';

export async function getStores(): Promise<Store[]> {
  const data = unwrap(await apiRequest<{ stores: Store[] }>('store/list', { quiet: true }));
  return data.stores.filter((s) => s.storeId >= 1 && s.storeId <= 3);
}

export async function getRegistrationDisclaimers(storeId: number): Promise<RegistrationDisclaimer[]> {
  const data = unwrap(
    await apiRequest<{ registrationDisclaimers: RegistrationDisclaimer[] }>('registration-disclaimer/list', {
      query: { store_id: storeId, registration_module_type_id: 2 },
      quiet: true,
    }),
  );
  return [...data.registrationDisclaimers].sort((a, b) => a.priority - b.priority);
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  fiscalCode: string;
  phone: string;
  storeId: number;
  disclaimers: ConsentAnswer[];
  token_recaptcha?: string;
  /** A friend's invite code: a wrong one does not block the registration (a warning says it). */
  inviteCode?: string;
}

/** Registers; `socialLinked` when the Google identity of this session was linked (same verified e-mail). */
export async function registerUser(
  input: RegisterInput,
): Promise<{ socialLinked: boolean; warnings: string[] }> {
  const envelope = await apiRequest('registration/register_user', {
    method: 'POST',
    body: input,
    quiet: true,
  });
  unwrap(envelope);
  return {
    socialLinked: envelope.response.infos.some((i) => i.code === 'info.registration.social_linked'),
    warnings: envelope.response.warnings.map((w) => w.warning),
  };
}

export type CardRegisterInput = Omit<RegisterInput, 'firstName' | 'lastName'> & {
  fidelity_card: string;
  birth_date: string;
};

/** Registers a member from the loyalty card (seed 002 §7): the mail's link confirms and links the card. */
export async function registerFromCard(input: CardRegisterInput): Promise<void> {
  unwrap(
    await apiRequest('registration-card/register-user', {
      method: 'POST',
      query: { registration_card_action: 'register' },
      body: input,
      quiet: true,
    }),
  );
}

export interface CardConfirmResult {
  outcome: 'success' | 'already-confirmed';
  cardLinked: boolean;
  fidelityCard: string | null;
}

/** The mailed link of a registration from a card: confirms the account and links the card. */
export async function confirmCardRegistration(query: {
  action: string;
  email: string;
  coopId: string;
  token: string;
}): Promise<CardConfirmResult> {
  return unwrap(
    await apiRequest<CardConfirmResult>('registration-card/registration_confirm', {
      method: 'POST',
      query,
      quiet: true,
    }),
  );
}
