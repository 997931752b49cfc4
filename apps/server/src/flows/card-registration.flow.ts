// Registration from a loyalty card (seed 002 §7 registration-card/register-user and
// registration_confirm; /registration/card-agreement; issue 25): a member who has a card but no
// online profile registers with the card and the holder's birth date.
//
//   loyalty.memberForRegistration  the card is valid, the birth date is the holder's, no online
//                                  profile holds the card; attempts counted per IP address
//   account.register               the account, with the register's name and birth date, the
//                                  cooperative's disclaimers, and the confirmation mail whose link
//                                  opens /registration/card-agreement?action=confirm…
//   account.confirmAccount         the link confirms the account…
//   loyalty.linkRegisteredCard     …and only then the card is linked to it (an unconfirmed
//                                  registration never keeps a card from its holder)
import type { CardRegisterBody } from '@sporta/contracts';
import { LOYALTY_MESSAGES } from '@sporta/domain';
import type { AccountContext, AccountService } from '../modules/account';
import type { LoyaltyService } from '../modules/loyalty';
import { AppError } from '../platform/errors';

export type CardConfirmOutcome = 'success' | 'already-confirmed';

export class CardRegistrationFlow {
  constructor(
    private readonly account: Pick<AccountService, 'register' | 'confirmAccount'>,
    private readonly loyalty: Pick<LoyaltyService, 'memberForRegistration' | 'linkRegisteredCard'>,
  ) {}

  async register(ctx: AccountContext, body: CardRegisterBody): Promise<{ message: string }> {
    const member = await this.loyalty.memberForRegistration(ctx.ip, {
      fidelityCard: body.fidelity_card,
      birthDate: body.birth_date,
    });
    if (member.storeId !== body.storeId)
      throw AppError.business(
        'error.loyalty.card_other_cooperative',
        LOYALTY_MESSAGES.cardOfOtherCooperative(member.storeName),
      );
    const { fidelity_card: _card, birth_date: _birth, ...rest } = body;
    const { message } = await this.account.register(
      ctx,
      {
        ...rest,
        firstName: member.firstName,
        lastName: member.lastName,
        birthDate: member.birthDate,
        fidelityCard: member.cardNumber,
      },
      undefined,
      (email, token) =>
        `/registration/card-agreement?action=confirm&email=${encodeURIComponent(email)}&coopId=${member.storeId}&token=${encodeURIComponent(token)}`,
    );
    return { message };
  }

  /** The mailed link: confirms the account and links its card (once; a repeat says so). */
  async confirm(input: {
    email: string;
    token: string;
  }): Promise<{ outcome: CardConfirmOutcome; cardLinked: boolean; fidelityCard: string | null }> {
    const confirmed = await this.account.confirmAccount(
      input.email,
      input.token,
      'registration_card_confirm',
    );
    if (confirmed.outcome === 'error' || confirmed.userId === null)
      throw AppError.business('error.registration.confirm_invalid', LOYALTY_MESSAGES.confirmInvalid);
    const card = confirmed.fidelityCard;
    const cardLinked =
      card !== null && confirmed.outcome === 'success'
        ? await this.loyalty.linkRegisteredCard(confirmed.userId, card)
        : false;
    return { outcome: confirmed.outcome, cardLinked, fidelityCard: card };
  }
}
