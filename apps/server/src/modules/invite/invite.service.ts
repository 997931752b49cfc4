// Invite a friend (seed 002 §7, §9; issue 25, ADR 0060): each customer's personal code and share
// link, the friend who registers with it, and the job that gives the inviter a 10 % voucher when
// the friend's first order is delivered (at most 10, one per order, while the promotion runs).
import { randomBytes } from 'node:crypto';
import type { InviteView } from '@sporta/contracts';
import {
  friendDisplayName,
  INVITE_RULES,
  inviteCodeFrom,
  inviteLinkPath,
  normalizeInviteCode,
  romeDate,
  voucherEndDay,
  voucherRefusal,
} from '@sporta/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../platform/mail';
import type { GiftService } from '../gifts';
import { inviteVoucherMail } from './invite.mails';
import { InviteRepository, type Executor, type RewardCandidate } from './invite.repository';

/** Candidates handled per run of the job (the next run takes the rest). */
const BATCH = 200;

export class InviteService {
  readonly repo: InviteRepository;

  constructor(
    db: Executor,
    private readonly deps: {
      gifts: GiftService;
      mailer: Mailer;
      /**
       * Pushes to the member's devices (the push module's sendToCustomer, never throwing): the
       * composition root fills it; without it no push is sent.
       */
      push?: (
        userId: number,
        message: { kind: 'invite'; title: string; body: string; navTo: string },
      ) => Promise<unknown>;
      /** YYYY-MM-DD, the promotion's last day (INVITE_PROMO_END). */
      promoEnd: string;
      publicUrl: () => string;
      log?: FastifyBaseLogger;
      now?: () => Date;
    },
  ) {
    this.repo = new InviteRepository(db);
  }

  private today(): string {
    return romeDate(this.deps.now?.() ?? new Date());
  }

  /** The customer's code, made on first use and never changed. */
  async codeOf(userId: number): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const existing = await this.repo.codeOf(userId);
      if (existing) return existing;
      const code = inviteCodeFrom(randomBytes(32));
      if (code) await this.repo.insertCode(userId, code);
    }
    throw new Error('no invite code could be written');
  }

  /** invite/view: code, link, friends (first names), vouchers earned. */
  async view(userId: number): Promise<InviteView> {
    const code = await this.codeOf(userId);
    const friends = await this.repo.friends(userId);
    const promoEnd = this.deps.promoEnd;
    return {
      code,
      link: `${this.deps.publicUrl()}${inviteLinkPath(code)}`,
      percent: INVITE_RULES.voucherBasisPoints / 100,
      maxVouchers: INVITE_RULES.maxVouchers,
      vouchersEarned: await this.repo.rewardsOf(userId),
      promoEnd,
      promoActive: this.today() <= promoEnd,
      friends: friends.map((f) => ({
        firstName: friendDisplayName(f.firstName),
        registeredAt: f.registeredAt.toISOString(),
        rewarded: f.rewarded,
      })),
    };
  }

  /** The inviter a code belongs to, or null when the code is malformed or unknown. */
  async inviterOf(raw: string): Promise<{ userId: number; code: string } | null> {
    const code = normalizeInviteCode(raw);
    if (!code) return null;
    const userId = await this.repo.ownerOf(code);
    return userId ? { userId, code } : null;
  }

  /** A friend registered with the inviter's code. */
  async link(inviter: { userId: number; code: string }, friendUserId: number): Promise<void> {
    if (inviter.userId === friendUserId) return;
    await this.repo.link(inviter.userId, friendUserId, inviter.code);
  }

  /**
   * The periodic job: a voucher for each friend whose first order was delivered. Idempotent: a
   * friend's reward row is unique, and each inviter is handled under a lock of their code row, so
   * reruns and concurrent runs issue each voucher once and never more than 10 per inviter.
   */
  async issueVouchers(): Promise<number> {
    const today = this.today();
    if (voucherRefusal({ issued: 0, today, promoEnd: this.deps.promoEnd }) === 'promo_ended') return 0;
    let issued = 0;
    for (const candidate of await this.repo.candidates(INVITE_RULES.maxVouchers, BATCH)) {
      try {
        if (await this.issueOne(candidate, today)) issued++;
      } catch (err) {
        this.deps.log?.warn({ err, friendUserId: candidate.friendUserId }, 'invite voucher failed');
      }
    }
    return issued;
  }

  private async issueOne(c: RewardCandidate, today: string): Promise<boolean> {
    const endDay = voucherEndDay(today, this.deps.promoEnd);
    const voucher = await this.repo.transaction(async (trx) => {
      await this.repo.lockInviter(trx, c.inviterUserId);
      if (await this.repo.rewarded(trx, c.friendUserId, c.orderId)) return null;
      const count = await this.repo.rewardsOf(c.inviterUserId, trx);
      if (voucherRefusal({ issued: count, today, promoEnd: this.deps.promoEnd })) return null;
      const friend = friendDisplayName(c.friendFirstName);
      const code = `INVITO-${inviteCodeFrom(randomBytes(32)) ?? randomBytes(4).toString('hex').toUpperCase()}`;
      const percent = INVITE_RULES.voucherBasisPoints / 100;
      const { userGiftCertificateId } = await this.deps.gifts.issueVoucher(trx, c.inviterUserId, {
        code,
        name: `Buono invita un amico ${percent}%`,
        description: `${percent}% di sconto sulla spesa: ${friend} ha ricevuto la sua prima spesa con il tuo invito.`,
        amountCents: 0,
        percentBasisPoints: INVITE_RULES.voucherBasisPoints,
        minSpendCents: 0,
        // the end of the voucher's last day in Rome (UTC+1/+2): 22:59 UTC is still that day
        endsAt: new Date(`${endDay}T21:59:59Z`),
      });
      await this.repo.insertReward(trx, { ...c, userGiftCertificateId });
      return { code, friend, percent, earned: count + 1 };
    });
    if (!voucher) return false;
    const contact = await this.repo.contact(c.inviterUserId);
    if (contact)
      try {
        await this.deps.mailer.send(
          inviteVoucherMail(contact.email, c.inviterUserId, {
            firstName: contact.firstName,
            friend: voucher.friend,
            percent: voucher.percent,
            code: voucher.code,
            endDay,
            url: `${this.deps.publicUrl()}/profile/gifts`,
            earned: voucher.earned,
            max: INVITE_RULES.maxVouchers,
          }),
        );
      } catch (err) {
        this.deps.log?.error({ err, inviterUserId: c.inviterUserId }, 'invite voucher mail failed');
      }
    // …and on their phone or browser: the notification opens their vouchers.
    await this.deps.push?.(c.inviterUserId, {
      kind: 'invite',
      title: `Un buono sconto del ${voucher.percent}% per te`,
      body: `${voucher.friend} ha ricevuto la sua prima spesa con il tuo invito: il buono ${voucher.code} è tra i tuoi buoni sconto.`,
      navTo: '/profile/gifts',
    });
    return true;
  }
}
