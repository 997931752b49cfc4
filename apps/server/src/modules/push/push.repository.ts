// SQL of the push module: the registered devices (one per platform and device uuid), the log of
// what was handed to a sender, and the local marketing cloud's contacts.
import { sql, type Kysely } from 'kysely';
import type { PushPlatform } from '@sporta/contracts';
import type { DB } from '../../platform/db-schema';

export interface DeviceRecord {
  deviceId: number;
  userId: number;
  platform: PushPlatform;
  uuid: string;
  externalId: string;
  model: string | null;
  platformVersion: string | null;
  manufacturer: string | null;
  webP256dh: string | null;
  webAuth: string | null;
  updatedAt: Date;
}

export interface NewDevice {
  userId: number;
  platform: PushPlatform;
  uuid: string;
  externalId: string;
  model: string | null;
  platformVersion: string | null;
  manufacturer: string | null;
  webP256dh: string | null;
  webAuth: string | null;
}

export interface MessageLog {
  deviceId: number | null;
  userId: number;
  platform: string;
  kind: string;
  title: string;
  body: string;
  navTo: string | null;
  outcome: 'sent' | 'gone' | 'failed' | 'queued';
  detail: string | null;
}

const DEVICE_COLUMNS = [
  'device_id',
  'user_id',
  'platform',
  'uuid',
  'external_id',
  'model',
  'platform_version',
  'manufacturer',
  'web_p256dh',
  'web_auth',
  'updated_at',
] as const;

type DeviceRow = Pick<DB['push_device'], (typeof DEVICE_COLUMNS)[number]> & {
  device_id: number;
  updated_at: Date;
};

function toDevice(r: DeviceRow): DeviceRecord {
  return {
    deviceId: Number(r.device_id),
    userId: Number(r.user_id),
    platform: r.platform as PushPlatform,
    uuid: r.uuid,
    externalId: r.external_id,
    model: r.model,
    platformVersion: r.platform_version,
    manufacturer: r.manufacturer,
    webP256dh: r.web_p256dh,
    webAuth: r.web_auth,
    updatedAt: r.updated_at,
  };
}

export class PushRepository {
  constructor(readonly db: Kysely<DB>) {}

  /** Registers a device: the row of (platform, uuid) is created or taken over (one row a device). */
  async upsertDevice(d: NewDevice): Promise<DeviceRecord> {
    const values = {
      user_id: d.userId,
      platform: d.platform,
      uuid: d.uuid,
      external_id: d.externalId,
      model: d.model,
      platform_version: d.platformVersion,
      manufacturer: d.manufacturer,
      web_p256dh: d.webP256dh,
      web_auth: d.webAuth,
    };
    const row = await this.db
      .insertInto('push_device')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['platform', 'uuid']).doUpdateSet({ ...values, updated_at: sql`now()` } as never),
      )
      .returning(DEVICE_COLUMNS)
      .executeTakeFirstOrThrow();
    return toDevice(row as DeviceRow);
  }

  /** Removes a customer's device; the count removed (0 when it was not theirs or not there). */
  async deleteDevice(userId: number, platform: PushPlatform, uuid: string): Promise<number> {
    const r = await this.db
      .deleteFrom('push_device')
      .where('user_id', '=', userId)
      .where('platform', '=', platform)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  /** A subscription the push service no longer knows (404/410): it is gone. */
  async forgetDevice(deviceId: number): Promise<void> {
    await this.db.deleteFrom('push_device').where('device_id', '=', deviceId).execute();
  }

  /** Every device of the customer gone, the marketing contact marked removed (anonymisation). */
  async forgetCustomer(userId: number): Promise<void> {
    await this.db.deleteFrom('push_device').where('user_id', '=', userId).execute();
    await this.db
      .updateTable('marketing_contact')
      .set({ removed_at: new Date() })
      .where('user_id', '=', userId)
      .where('removed_at', 'is', null)
      .execute();
  }

  async devicesOf(userIds: number[]): Promise<DeviceRecord[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('push_device')
      .select(DEVICE_COLUMNS)
      .where('user_id', 'in', userIds)
      .orderBy('device_id')
      .execute();
    return rows.map((r) => toDevice(r as DeviceRow));
  }

  async logMessages(entries: MessageLog[]): Promise<void> {
    if (entries.length === 0) return;
    await this.db
      .insertInto('push_message')
      .values(
        entries.map((e) => ({
          device_id: e.deviceId,
          user_id: e.userId,
          platform: e.platform,
          kind: e.kind,
          title: e.title,
          body: e.body,
          nav_to: e.navTo,
          outcome: e.outcome,
          detail: e.detail,
        })),
      )
      .execute();
  }

  // ---------------------------------------------------------------- the local marketing cloud

  async contactOf(userId: number): Promise<{ contactKey: string; removed: boolean } | undefined> {
    const r = await this.db
      .selectFrom('marketing_contact')
      .select(['contact_key', 'removed_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return r ? { contactKey: r.contact_key, removed: r.removed_at !== null } : undefined;
  }

  /** Creates or re-enrols the customer's contact with these addresses; its key stays the same. */
  async enrolContact(userId: number, newKey: string, addresses: string[]): Promise<string> {
    const r = await this.db
      .insertInto('marketing_contact')
      .values({ user_id: userId, contact_key: newKey, channel_addresses: JSON.stringify(addresses) })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          channel_addresses: JSON.stringify(addresses),
          removed_at: null,
        } as never),
      )
      .returning('contact_key')
      .executeTakeFirstOrThrow();
    return r.contact_key;
  }

  async removeContact(userId: number, contactKey: string): Promise<boolean> {
    const r = await this.db
      .updateTable('marketing_contact')
      .set({ removed_at: new Date() })
      .where('user_id', '=', userId)
      .where('contact_key', '=', contactKey)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}
