// Push notifications (issue 27): the devices customers register (externalregistration/*),
// what is sent to them through the PushSender of their platform, and the marketing cloud's
// contacts. Order status changes reach every device of the customer; marketing messages only
// the customers who gave the marketing consent. Sending never fails the caller: each outcome is
// logged in push_message, and a subscription the push service calls gone is forgotten.
import type { DeviceRegisterInput, PushDevice, PushPayload, PushPlatform } from '@sporta/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { business } from '../../platform/http';
import type { MarketingCloud } from './marketing-cloud';
import { endpointAllowed, type PushSender } from './push-senders';
import type { DeviceRecord, MessageLog, PushRepository } from './push.repository';

export interface PushReach {
  /** Customers the message was meant for (after the consent filter). */
  customers: number;
  devices: number;
  sent: number;
  queued: number;
  failed: number;
}

/** An order changed status: what the orders module tells (the same event that mails the customer). */
export interface OrderStatusEvent {
  userId: number;
  orderId: number;
  title: string;
  body: string;
  navTo: string;
}

/** A message for one customer's devices (not marketing: that goes through sendMarketing). */
export interface CustomerPush {
  kind: Exclude<PushPayload['kind'], 'marketing'>;
  title: string;
  body: string;
  /** The app path the notification opens, e.g. '/profile/gifts'. */
  navTo: string | null;
}

export interface PushOptions {
  vapidPublicKey: string;
  allowHttp: boolean;
  companyId: number;
  /** Of these customers, those with the marketing consent (the account module knows). */
  marketingConsent: (userIds: number[]) => Promise<Set<number>>;
  log?: FastifyBaseLogger;
}

function toPushDevice(d: DeviceRecord): PushDevice {
  return {
    deviceId: d.deviceId,
    platform: d.platform,
    uuid: d.uuid,
    model: d.model,
    platformVersion: d.platformVersion,
    manufacturer: d.manufacturer,
    registeredAt: d.updatedAt.toISOString(),
  };
}

export class PushService {
  constructor(
    readonly repo: PushRepository,
    private readonly senders: PushSender[],
    private readonly marketing: MarketingCloud,
    private readonly options: PushOptions,
  ) {}

  vapidKey(): { publicKey: string } {
    return { publicKey: this.options.vapidPublicKey };
  }

  /** externalregistration/register: the device of (platform, uuid) belongs to this customer now. */
  async register(userId: number, input: DeviceRegisterInput): Promise<PushDevice> {
    if (input.platform === 'web' && !endpointAllowed(input.external_id, this.options.allowHttp))
      throw business(
        'error.push.endpoint',
        'L’indirizzo della sottoscrizione Web Push deve essere https: riprova dal browser.',
      );
    const device = await this.repo.upsertDevice({
      userId,
      platform: input.platform,
      uuid: input.uuid,
      externalId: input.external_id,
      model: input.model ?? null,
      platformVersion: input.platform_version ?? null,
      manufacturer: input.manufacturer ?? null,
      webP256dh: input.platform === 'web' ? input.p256dh! : null,
      webAuth: input.platform === 'web' ? input.auth! : null,
    });
    return toPushDevice(device);
  }

  /** externalregistration/unregister: only the customer's own device; 0 when it was not there. */
  async unregister(userId: number, platform: PushPlatform, uuid: string): Promise<{ removed: number }> {
    return { removed: await this.repo.deleteDevice(userId, platform, uuid) };
  }

  /** An anonymised account: its devices are removed and its marketing contact too. */
  async forgetCustomer(userId: number): Promise<void> {
    await this.repo.forgetCustomer(userId);
  }

  /** Sends to every device of these customers; the outcome of each is logged. */
  async sendToUsers(userIds: number[], payload: PushPayload): Promise<PushReach> {
    const devices = await this.repo.devicesOf(userIds);
    const log: MessageLog[] = [];
    const reach: PushReach = {
      customers: userIds.length,
      devices: devices.length,
      sent: 0,
      queued: 0,
      failed: 0,
    };
    await Promise.all(
      devices.map(async (device) => {
        const sender = this.senders.find((s) => s.platforms.includes(device.platform));
        const result = sender
          ? await sender.send(device, payload)
          : { outcome: 'failed' as const, detail: 'nessun mittente per la piattaforma' };
        if (result.outcome === 'gone') await this.repo.forgetDevice(device.deviceId);
        if (result.outcome === 'sent') reach.sent += 1;
        else if (result.outcome === 'queued') reach.queued += 1;
        else reach.failed += 1;
        log.push({
          deviceId: result.outcome === 'gone' ? null : device.deviceId,
          userId: device.userId,
          platform: device.platform,
          kind: payload.kind,
          title: payload.title,
          body: payload.body,
          navTo: payload.nav_to,
          outcome: result.outcome,
          detail: result.detail,
        });
      }),
    );
    await this.repo.logMessages(log);
    return reach;
  }

  /**
   * Pushes one message to every device of one customer (order status, invite voucher, due-date
   * reminder). Never throws: a failure is logged and answered with null, so the caller (a job, a
   * status change) goes on; each device's outcome is in push_message.
   */
  async sendToCustomer(userId: number, message: CustomerPush): Promise<PushReach | null> {
    try {
      return await this.sendToUsers([userId], {
        kind: message.kind,
        title: message.title,
        body: message.body,
        nav_to: message.navTo,
      });
    } catch (err) {
      this.options.log?.error({ err, userId, kind: message.kind }, 'push to customer failed');
      return null;
    }
  }

  /** An order's status changed (OrdersService.notify, beside the mail): never throws. */
  async orderStatusChanged(event: OrderStatusEvent): Promise<void> {
    await this.sendToCustomer(event.userId, {
      kind: 'order',
      title: event.title,
      body: event.body,
      navTo: event.navTo,
    });
  }

  /** A marketing message: only the customers with the marketing consent are reached. */
  async sendMarketing(
    userIds: number[],
    message: { title: string; body: string; navTo: string | null },
  ): Promise<PushReach> {
    const consenting = await this.options.marketingConsent(userIds);
    return this.sendToUsers(
      userIds.filter((id) => consenting.has(id)),
      { kind: 'marketing', title: message.title, body: message.body, nav_to: message.navTo },
    );
  }

  /** marketingcloud/contact-key: the customer's contact key for these device addresses. */
  async contactKey(userId: number, channelAddresses: string[], maximumCount: number) {
    const addresses = channelAddresses.slice(0, maximumCount);
    const contactKey = await this.marketing.contactKey(userId, addresses);
    return { contactKey, companyId: this.options.companyId, channelAddresses: addresses };
  }

  /** marketingcloud/remove: only the logged customer's own contact. */
  async removeContact(userId: number, input: { contactKey: string; userId: number }) {
    if (input.userId !== userId)
      throw business('error.marketing.not_yours', 'Puoi rimuovere solo il tuo contatto di marketing.');
    return { removed: await this.marketing.remove(userId, input.contactKey) };
  }
}
