// A marketing message from the back-office to a segment of customers (issue 27, ADR 0062):
//
//   delivery          the segment exists: a cooperative, or a delivery service (with its
//                     cooperative's name for the label)
//   orders            a delivery service's customers are those who ordered with it
//   account           of the segment, the confirmed customers with the marketing consent
//   mailer            one mail each, recorded in their message archive as 'marketing'
//   push              the same message on each of their devices, through the one PushSender
//                     of the device's platform (sendMarketing checks the consent again)
//   campaigns         the campaign with who sent it and what it reached
//
// Nothing is undone: a mail or push that failed is counted, the others stay sent.
import type { Campaign, CampaignSendInput, CampaignTargets } from '@sporta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { MarketingRecipient } from '../modules/account';
import type { DeliveryService } from '../modules/delivery';
import { campaignMail, type CampaignService, type PushService } from '../modules/push';
import { AppError } from '../platform/errors';
import { fieldMessage } from '../platform/http';
import type { Mailer } from '../platform/mail';

/** Mails handed to the transport at once. */
const MAIL_CONCURRENCY = 8;

export const CAMPAIGN_MESSAGES = {
  unknownCooperative: fieldMessage('segment_id', 'la cooperativa scelta non esiste'),
  unknownService: fieldMessage('segment_id', 'il servizio di consegna scelto non esiste'),
  all: 'Tutti i clienti',
} as const;

export class MarketingCampaignFlow {
  constructor(
    private readonly deps: {
      delivery: Pick<DeliveryService, 'stores'>;
      audience: (filter: { storeId?: number; userIds?: number[] }) => Promise<MarketingRecipient[]>;
      customersOfService: (deliveryServiceId: number) => Promise<number[]>;
      mailer: Mailer;
      push: Pick<PushService, 'sendMarketing'>;
      campaigns: CampaignService;
      publicUrl: () => string;
      log?: FastifyBaseLogger;
    },
  ) {}

  /** The cooperatives and delivery services a message can go to (the form's choices). */
  async targets(): Promise<CampaignTargets> {
    const stores = await this.deps.delivery.stores({ storeId: null, deliveryServiceId: null });
    return {
      cooperatives: stores.map((s) => ({ id: s.storeId, name: s.name })),
      services: stores.flatMap((s) =>
        s.deliveryServices.map((d) => ({ id: d.deliveryServiceId, name: d.name, cooperative: s.name })),
      ),
    };
  }

  async send(
    staff: { staffUserId: number; displayName: string },
    input: CampaignSendInput,
  ): Promise<Campaign> {
    const { label, recipients } = await this.segment(input);
    const mailed = await this.mail(recipients, input);
    const reach = await this.deps.push.sendMarketing(
      recipients.map((r) => r.userId),
      { title: input.title, body: input.body, navTo: input.nav_to },
    );
    return this.deps.campaigns.record({
      staffUserId: staff.staffUserId,
      staffName: staff.displayName,
      title: input.title,
      body: input.body,
      navTo: input.nav_to,
      segment: input.segment,
      segmentId: input.segment === 'all' ? null : input.segment_id!,
      segmentLabel: label,
      customers: recipients.length,
      mailed,
      devices: reach.devices,
      reached: reach.sent + reach.queued,
      failed: reach.failed,
    });
  }

  private async segment(
    input: CampaignSendInput,
  ): Promise<{ label: string; recipients: MarketingRecipient[] }> {
    if (input.segment === 'all')
      return { label: CAMPAIGN_MESSAGES.all, recipients: await this.deps.audience({}) };
    const targets = await this.targets();
    const id = input.segment_id!;
    if (input.segment === 'cooperative') {
      const store = targets.cooperatives.find((c) => c.id === id);
      if (!store) throw AppError.validation('error.marketing.segment', CAMPAIGN_MESSAGES.unknownCooperative);
      return { label: `Cooperativa ${store.name}`, recipients: await this.deps.audience({ storeId: id }) };
    }
    const service = targets.services.find((s) => s.id === id);
    if (!service) throw AppError.validation('error.marketing.segment', CAMPAIGN_MESSAGES.unknownService);
    const userIds = await this.deps.customersOfService(id);
    return {
      label: `${service.name} · ${service.cooperative}`,
      recipients: await this.deps.audience({ userIds }),
    };
  }

  /** One mail a customer, archived; the number sent. */
  private async mail(recipients: MarketingRecipient[], input: CampaignSendInput): Promise<number> {
    const base = this.deps.publicUrl();
    let mailed = 0;
    for (let i = 0; i < recipients.length; i += MAIL_CONCURRENCY) {
      const batch = recipients.slice(i, i + MAIL_CONCURRENCY);
      const results = await Promise.allSettled(
        batch.map((r) =>
          this.deps.mailer.send(
            campaignMail(r.email, r.userId, {
              firstName: r.firstName,
              title: input.title,
              body: input.body,
              url: `${base}${input.nav_to ?? '/'}`,
              consentUrl: `${base}/profile/privacy`,
            }),
          ),
        ),
      );
      for (const [k, result] of results.entries()) {
        if (result.status === 'fulfilled') mailed++;
        else this.deps.log?.error({ err: result.reason, userId: batch[k]!.userId }, 'campaign mail failed');
      }
    }
    return mailed;
  }
}
