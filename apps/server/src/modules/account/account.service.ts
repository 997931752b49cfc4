// Rules of the account area (spec 000 §4): login with the e-mailed PIN, rate
// limits, registration and confirmation, password reset and change, profile,
// consents with their history, second factor, account deletion.
// Refusals the customer can fix are business errors (HTTP 200, status ≠ 0).
import type {
  RegisterUserBody,
  billingAddressBodySchema,
  insertBillingAddressBodySchema,
  updateContactBodySchema,
  updateUserDetailBodySchema,
} from '@sporta/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/password';
import * as mails from './account.mails';
import { DEFAULT_DISCLAIMER_STORE } from './account.repository';
import {
  EMAIL_CHANGE_FRESH_MINUTES,
  MSG,
  type AccountContext,
  type ConfirmOutcome,
  CONFIRM_DAYS,
  EMAIL_CHANGE_HOURS,
  EMAIL_UNDO_DAYS,
  ANONYMIZE_MINUTES,
} from './account.messages';
import { AccountLoginService } from './account-login.service';

export {
  MFA_PIN_MINUTES,
  MFA_PIN_MAX_ATTEMPTS,
  MFA_REQUIRED_STATUS,
  EMAIL_CHANGE_FRESH_MINUTES,
  MSG,
  type AccountContext,
  type LoginOutcome,
  type ConfirmOutcome,
} from './account.messages';

export class AccountService extends AccountLoginService {
  // ---------------------------------------------------------------- registration

  async disclaimers(storeId: number | undefined, moduleTypeId: number | undefined, userId: number | null) {
    const rows = await this.repository.disclaimers(storeId ?? DEFAULT_DISCLAIMER_STORE, moduleTypeId ?? 2);
    const values = new Map(
      userId ? (await this.repository.personInfos(userId)).map((p) => [p.personInfoTypeId, p.value]) : [],
    );
    return rows.map((d) => {
      const v = values.get(d.personInfoTypeId);
      return { ...d, value: v === '1' ? 1 : v === '0' ? 0 : null };
    });
  }

  /**
   * ccno-registration-disclaimer/list: the disclaimers of the consortium that runs the shop for
   * the cooperatives (the default set, store 5: Sporta is the data controller of the online
   * service), then — with a cooperative's store_id — that cooperative's own ones. Each carries
   * its storeId and the logged customer's answer.
   */
  async consortiumDisclaimers(
    storeId: number | undefined,
    moduleTypeId: number | undefined,
    userId: number | null,
  ) {
    const own = await this.disclaimers(DEFAULT_DISCLAIMER_STORE, moduleTypeId, userId);
    if (storeId === undefined || storeId === DEFAULT_DISCLAIMER_STORE) return own;
    const store = await this.disclaimers(storeId, moduleTypeId, userId);
    // an unknown cooperative falls back to the default set, already listed
    return [...own, ...store.filter((d) => d.storeId === storeId)];
  }

  /** The message is the same for a new and a known address; userId is the new account's (null otherwise). */
  /**
   * Registers a customer. `proven` may prove the new account's address another way (the verified
   * e-mail of «Accedi con Google»): then no confirmation mail is sent (`linked`).
   */
  async register(
    ctx: AccountContext,
    body: RegisterUserBody,
    proven?: (userId: number) => Promise<boolean>,
    /**
     * A registration from a loyalty card: the page its confirmation mail links to, with a token of
     * its own purpose (the plain registration's link cannot confirm it, nor the other way round).
     */
    cardConfirmPath?: (email: string, token: string) => string,
  ): Promise<{ message: string; userId: number | null; linked: boolean }> {
    if (!this.config.REGISTRATION_ENABLED)
      throw AppError.business('error.registration.disabled', MSG.registrationDisabled);
    await this.limiter.hit(this.ipLimit('register', ctx.ip, this.config.RATE_LIMIT_REQUEST_IP_MAX));

    const disclaimers = await this.repository.disclaimers(body.storeId, 2);
    const answered = new Map<number, number>();
    for (const a of body.disclaimers) {
      const d = disclaimers.find(
        (x) =>
          x.registrationDisclaimerId === a.registrationDisclaimerId ||
          x.personInfoTypeId === a.personInfoTypeId,
      );
      if (d) answered.set(d.registrationDisclaimerId, a.value);
    }
    const missing = disclaimers.find((d) => d.required && answered.get(d.registrationDisclaimerId) !== 1);
    if (missing)
      throw AppError.business(
        'error.registration.disclaimer_required',
        MSG.disclaimerRequired(missing.disclaimerTitle),
      );

    // A known and a new address answer the same, in the same time and under the same limits
    // (no user enumeration): both count on the address's mail limit, both hash the password,
    // both send one mail.
    await this.limiter.hit(
      this.accountLimit('mail', body.email.trim().toLowerCase(), this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    const passwordHash = await hashPassword(body.password);
    const existing = await this.repository.userByEmail(body.email);
    if (existing) {
      // Same answer as a new registration: the owner of the address is told by mail.
      if (!existing.anonymizedAt)
        await this.mailer.send(
          mails.toMessage(
            existing.email,
            mails.alreadyRegisteredMail(existing.firstName, this.url('/reset-password-request')),
          ),
        );
      return { message: MSG.registered, userId: null, linked: false };
    }
    const userId = await this.repository.createUser({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      fiscalCode: body.fiscalCode,
      phone: body.phone,
      storeId: body.storeId,
      birthDate: body.birthDate,
      gender: body.gender,
      fidelityCard: body.fidelityCard || undefined,
    });
    // registered concurrently with the same address
    if (!userId) return { message: MSG.registered, userId: null, linked: false };
    const answers = disclaimers
      .filter((d) => answered.has(d.registrationDisclaimerId))
      .map((d) => ({
        registrationDisclaimerId: d.registrationDisclaimerId,
        value: answered.get(d.registrationDisclaimerId)!,
      }));
    await this.repository.recordConsents(
      this.consentChanges(userId, disclaimers, answers, 'registration', ctx.ip),
    );
    if (proven && (await proven(userId))) return { message: MSG.registered, userId, linked: true };
    await this.sendConfirmation(userId, body.email, body.firstName, cardConfirmPath);
    return { message: MSG.registered, userId, linked: false };
  }

  /**
   * An outside provider proved the account's address (Google's verified e-mail, the same as the
   * account's): the account is confirmed as the mailed link would have done.
   */
  async confirmProvenAddress(userId: number): Promise<void> {
    const user = await this.repository.userById(userId);
    if (user && !user.confirmedAt && !user.anonymizedAt)
      await this.repository.updateUser(userId, { confirmedAt: new Date() });
  }

  private async sendConfirmation(
    userId: number,
    email: string,
    firstName: string,
    cardConfirmPath?: (email: string, token: string) => string,
  ): Promise<void> {
    const purpose = cardConfirmPath ? 'registration_card_confirm' : 'registration_confirm';
    const token = await this.issueLinkToken(userId, purpose, CONFIRM_DAYS * 86_400_000);
    const link = this.url(
      cardConfirmPath?.(email, token) ??
        `/ebsn/api/registration/registration_confirm?e_mail=${encodeURIComponent(email)}&reg_control_code=${encodeURIComponent(token)}`,
    );
    await this.mailer.send(mails.toMessage(email, mails.registrationConfirmMail(firstName, link)));
  }

  async confirmRegistration(email: string, code: string): Promise<ConfirmOutcome> {
    return (await this.confirmAccount(email, code)).outcome;
  }

  /** The registration link's check, with the account it confirmed (a registration from a card links its card). */
  async confirmAccount(
    email: string,
    code: string,
    purpose: 'registration_confirm' | 'registration_card_confirm' = 'registration_confirm',
  ): Promise<{ outcome: ConfirmOutcome; userId: number | null; fidelityCard: string | null }> {
    const user = email ? await this.repository.userByEmail(email) : undefined;
    const none = { userId: null, fidelityCard: null };
    if (!user || user.anonymizedAt) return { outcome: 'error', ...none };
    const found = { userId: user.userId, fidelityCard: user.fidelityCard };
    if (user.confirmedAt) return { outcome: 'already-confirmed', ...found };
    const token = await this.liveToken(purpose, code);
    if (!token || token.userId !== user.userId) return { outcome: 'error', ...none };
    if (!(await this.repository.useToken(token.tokenId))) return { outcome: 'already-confirmed', ...found };
    await this.repository.updateUser(user.userId, { confirmedAt: new Date() });
    return { outcome: 'success', ...found };
  }

  async resendConfirmation(ctx: AccountContext, email: string): Promise<string> {
    await this.limiter.hit(this.ipLimit('register', ctx.ip, this.config.RATE_LIMIT_REQUEST_IP_MAX));
    const user = await this.repository.userByEmail(email);
    if (user && !user.confirmedAt && !user.anonymizedAt) {
      await this.limiter.hit(
        this.accountLimit('mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
      );
      await this.sendConfirmation(user.userId, user.email, user.firstName);
    }
    return MSG.confirmResent;
  }

  // ---------------------------------------------------------------- profile

  async updateUserDetail(userId: number, body: z.infer<typeof updateUserDetailBodySchema>) {
    await this.requireRow(userId);
    await this.repository.updateUser(userId, {
      firstName: body.firstName || undefined,
      lastName: body.lastName || undefined,
      birthDate: body.birthDate,
      gender: body.gender,
      fidelityCard: body.fidelityCard === undefined ? undefined : body.fidelityCard || null,
      fiscalCode: body.fiscalCode ? body.fiscalCode.toUpperCase() : undefined,
    });
    return MSG.profileUpdated;
  }

  async updateContact(userId: number, body: z.infer<typeof updateContactBodySchema>) {
    const user = await this.requireRow(userId);
    const contact = { ...user.contact };
    for (const key of ['phone', 'mobilePhone', 'phone2'] as const)
      if (body[key] !== undefined) contact[key] = body[key];
    await this.repository.updateUser(userId, {
      contact,
      phone: contact.phone || contact.mobilePhone || null,
    });
    return MSG.profileUpdated;
  }

  async updateBillingAddress(userId: number, body: z.infer<typeof billingAddressBodySchema>) {
    await this.requireRow(userId);
    await this.repository.updateUser(userId, {
      billingAddress: {
        address1: body.address1,
        addressNumber: body.addressNumber ?? '',
        city: body.city,
        province: (body.province ?? '').toUpperCase(),
        postalcode: body.postalcode,
        country: (body.country ?? 'IT').toUpperCase(),
      },
    });
    return MSG.profileUpdated;
  }

  async updateUsername(userId: number, username: string) {
    await this.requireRow(userId);
    if (await this.repository.usernameTaken(username, userId))
      throw AppError.business('error.registration.username_taken', MSG.usernameTaken);
    await this.repository.updateUser(userId, { username });
    return MSG.profileUpdated;
  }

  async updatePersonInfo(ctx: AccountContext & { userId: number }, personInfoTypeId: number, value: string) {
    await this.requireRow(ctx.userId);
    const disclaimer = await this.repository.disclaimerByPersonInfoType(personInfoTypeId);
    if (disclaimer) {
      if (value !== '0' && value !== '1')
        throw AppError.business(
          'error.registration.consent_value',
          'Il consenso vale 1 (dato) o 0 (negato).',
        );
      await this.repository.recordConsents(
        this.consentChanges(
          ctx.userId,
          [disclaimer],
          [{ personInfoTypeId, value: Number(value) }],
          'update_person_info',
          ctx.ip,
        ),
      );
    } else {
      await this.repository.setPersonInfo(ctx.userId, personInfoTypeId, value);
    }
    return MSG.profileUpdated;
  }

  /**
   * Asks to change the e-mail: a confirmation link goes to the new address and a notice with an
   * undo link to the current one. Needs the current password, unless the session logged in in
   * the last EMAIL_CHANGE_FRESH_MINUTES.
   */
  async requestEmailChange(
    ctx: AccountContext & { userId: number },
    newEmail: string,
    password: string | undefined,
  ) {
    const user = await this.requireRow(ctx.userId);
    const fresh =
      ctx.sessionStartedAt !== undefined &&
      Date.now() - ctx.sessionStartedAt.getTime() <= EMAIL_CHANGE_FRESH_MINUTES * 60_000;
    if (password) await this.checkPassword(ctx, user, password);
    else if (!fresh) throw AppError.business('error.registration.password_required', MSG.emailChangePassword);
    await this.limiter.hit(
      this.accountLimit('mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    if (await this.repository.emailTaken(newEmail, ctx.userId))
      throw AppError.business('error.registration.email_not_available', MSG.emailTaken);
    const token = await this.issueLinkToken(ctx.userId, 'email_change', EMAIL_CHANGE_HOURS * 3_600_000, {
      newEmail,
    });
    const undo = await this.issueLinkToken(ctx.userId, 'email_change_undo', EMAIL_UNDO_DAYS * 86_400_000, {
      oldEmail: user.email,
      newEmail,
    });
    const link = this.url(`/profile/email-updated?token=${encodeURIComponent(token)}`);
    await this.mailer.send(mails.toMessage(newEmail, mails.emailChangeMail(user.firstName, link)));
    const undoLink = this.url(`/ebsn/api/registration/update_email_undo?token=${encodeURIComponent(undo)}`);
    await this.mailer.send(
      mails.toMessage(user.email, mails.emailChangeNoticeMail(user.firstName, newEmail, undoLink)),
    );
    return MSG.emailChangeSent;
  }

  async confirmEmailChange(token: string) {
    const row = await this.liveToken('email_change', token);
    const newEmail = typeof row?.payload.newEmail === 'string' ? row.payload.newEmail : undefined;
    if (!row || !newEmail)
      throw AppError.business('error.registration.email_change_invalid', MSG.emailChangeInvalid);
    const user = await this.repository.userById(row.userId);
    if (!user || user.anonymizedAt)
      throw AppError.business('error.registration.email_change_invalid', MSG.emailChangeInvalid);
    if (await this.repository.emailTaken(newEmail, user.userId))
      throw AppError.business('error.registration.email_not_available', MSG.emailTaken);
    if (!(await this.repository.useToken(row.tokenId)))
      throw AppError.business('error.registration.email_change_invalid', MSG.emailChangeInvalid);
    await this.repository.updateUser(user.userId, { email: newEmail });
    return MSG.emailChanged;
  }

  /**
   * The undo link mailed to the old address: a pending change is dropped; a confirmed one is
   * reverted. Either way every session of the account ends and pending reset links die, so a
   * thief who changed the address and the password is out. Returns the user's id, or null when
   * the link is not valid.
   */
  async undoEmailChange(token: string): Promise<number | null> {
    const row = await this.liveToken('email_change_undo', token);
    const oldEmail = typeof row?.payload.oldEmail === 'string' ? row.payload.oldEmail : undefined;
    const user = row ? await this.repository.userById(row.userId) : undefined;
    if (!row || !oldEmail || !user || user.anonymizedAt) return null;
    if (!(await this.repository.useToken(row.tokenId))) return null;
    await this.repository.revokeTokens(user.userId, 'email_change');
    await this.repository.revokeTokens(user.userId, 'password_reset');
    await this.repository.revokeTokens(user.userId, 'mfa_pin');
    if (
      user.emailLower !== oldEmail.toLowerCase() &&
      !(await this.repository.emailTaken(oldEmail, user.userId))
    )
      await this.repository.updateUser(user.userId, { email: oldEmail });
    return user.userId;
  }

  // ---------------------------------------------------------------- fiscal persons

  personFiscals(userId: number) {
    return this.fiscal.personFiscals(userId);
  }

  async insertPersonFiscal(userId: number, b: z.infer<typeof insertBillingAddressBodySchema>) {
    await this.requireRow(userId);
    const id = await this.fiscal.insertPersonFiscal(userId, {
      personType: b.personType,
      companyName: b.companyName || null,
      firstName: b.firstName || null,
      lastName: b.lastName || null,
      fiscalCode: b.fiscalCode ? b.fiscalCode.toUpperCase() : null,
      vatCode: b.vatCode || null,
      address1: b.address1,
      addressNumber: b.addressNumber,
      city: b.city,
      province: b.province.toUpperCase(),
      postalcode: b.postalcode,
      country: b.country.toUpperCase(),
      sdiCode: b.sdiCode || null,
      pec: b.pec || null,
    });
    return id;
  }

  async deletePersonFiscal(userId: number, personFiscalId: number) {
    if (!(await this.fiscal.deletePersonFiscal(userId, personFiscalId)))
      throw AppError.business('error.person_fiscal.not_found', MSG.personFiscalNotFound);
    return MSG.personFiscalDeleted;
  }

  // ---------------------------------------------------------------- consents

  private async userStore(userId: number, storeId?: number): Promise<number> {
    if (storeId) return storeId;
    return (await this.repository.userById(userId))?.storeId ?? DEFAULT_DISCLAIMER_STORE;
  }

  async userDisclaimers(userId: number, storeId?: number, moduleTypeId?: number) {
    return this.disclaimers(await this.userStore(userId, storeId), moduleTypeId, userId);
  }

  async checkDisclaimer(userId: number, storeId?: number) {
    const store = await this.userStore(userId, storeId);
    const list = await this.disclaimers(store, 2, userId);
    const missing = list.filter((d) => d.required && d.value !== 1).map((d) => d.registrationDisclaimerId);
    return { storeId: store, accepted: missing.length === 0, missing };
  }

  async updateDisclaimers(
    ctx: AccountContext & { userId: number },
    storeId: number | undefined,
    answers: { registrationDisclaimerId?: number; personInfoTypeId?: number; value: number }[],
  ) {
    const store = await this.userStore(ctx.userId, storeId);
    const disclaimers = await this.repository.disclaimers(store, 2);
    const changes = this.consentChanges(ctx.userId, disclaimers, answers, 'update-disclaimer', ctx.ip);
    await this.repository.recordConsents(changes);
    return MSG.consentsSaved;
  }

  // ---------------------------------------------------------------- second factor

  async mfaEnabled(userId: number) {
    return (await this.requireRow(userId)).mfaEnabled;
  }

  async updateMfa(ctx: AccountContext & { userId: number }, enabled: boolean, password: string) {
    const user = await this.requireRow(ctx.userId);
    await this.checkPassword(ctx, user, password);
    await this.repository.updateUser(user.userId, { mfaEnabled: enabled });
    return enabled ? MSG.mfaOn : MSG.mfaOff;
  }

  // ---------------------------------------------------------------- deletion

  async requestAnonymize(userId: number) {
    const user = await this.requireRow(userId);
    if (await this.ordersToCollect(userId))
      throw AppError.business('error.registration.orders_to_collect', MSG.anonymizeOrders);
    await this.limiter.hit(
      this.accountLimit('mail', user.emailLower, this.config.RATE_LIMIT_MAIL_ACCOUNT_MAX),
    );
    const token = await this.issueLinkToken(userId, 'anonymize', ANONYMIZE_MINUTES * 60_000);
    const link = this.url(
      `/profile/anonymize-confirm?login=${encodeURIComponent(user.email)}&token=${encodeURIComponent(token)}`,
    );
    await this.mailer.send(mails.toMessage(user.email, mails.anonymizeMail(user.firstName, link)));
    return MSG.anonymizeSent;
  }

  /** Checks the mailed token for the logged user; returns its id, to be kept in the session. */
  async checkAnonymizeToken(userId: number, login: string | undefined, token: string): Promise<number> {
    const row = await this.liveToken('anonymize', token);
    const user = await this.requireRow(userId);
    if (!row || row.userId !== userId || (login && login.trim().toLowerCase() !== user.emailLower))
      throw AppError.business('error.registration.anonymize_token_invalid', MSG.anonymizeInvalid);
    return row.tokenId;
  }

  /** Anonymises the account of a checked token (by id, from the session, or by the token itself). */
  async anonymize(userId: number, checked: { tokenId?: number; token?: string }) {
    const row = checked.token
      ? await this.liveToken('anonymize', checked.token)
      : checked.tokenId
        ? await this.repository.tokenById(checked.tokenId)
        : undefined;
    if (
      !row ||
      row.userId !== userId ||
      row.purpose !== 'anonymize' ||
      row.usedAt ||
      row.expiresAt.getTime() <= Date.now()
    )
      throw AppError.business('error.registration.anonymize_token_invalid', MSG.anonymizeInvalid);
    if (await this.ordersToCollect(userId))
      throw AppError.business('error.registration.orders_to_collect', MSG.anonymizeOrders);
    if (!(await this.repository.useToken(row.tokenId)))
      throw AppError.business('error.registration.anonymize_token_invalid', MSG.anonymizeInvalid);
    await this.repository.anonymize(userId);
    await this.afterAnonymize(userId);
    return MSG.anonymized;
  }
}
