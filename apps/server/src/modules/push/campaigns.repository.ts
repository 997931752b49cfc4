// SQL of the marketing campaigns (migration 0033): one row per message sent to a segment, with
// what it reached, newest first.
import type { Kysely } from 'kysely';
import type { MarketingSegment } from '@sporta/contracts';
import type { DB } from '../../platform/db-schema';

export interface CampaignRecord {
  campaignId: number;
  staffUserId: number;
  staffName: string;
  title: string;
  body: string;
  navTo: string | null;
  segment: MarketingSegment;
  segmentId: number | null;
  segmentLabel: string;
  customers: number;
  mailed: number;
  devices: number;
  reached: number;
  failed: number;
  createdAt: Date;
}

export type NewCampaign = Omit<CampaignRecord, 'campaignId' | 'createdAt'>;

export class CampaignRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(c: NewCampaign): Promise<number> {
    const row = await this.db
      .insertInto('marketing_campaign')
      .values({
        staff_user_id: c.staffUserId,
        staff_name: c.staffName,
        title: c.title,
        body: c.body,
        nav_to: c.navTo,
        segment: c.segment,
        segment_id: c.segmentId,
        segment_label: c.segmentLabel,
        customers: c.customers,
        mailed: c.mailed,
        devices: c.devices,
        reached: c.reached,
        failed: c.failed,
      })
      .returning('campaign_id')
      .executeTakeFirstOrThrow();
    return Number(row.campaign_id);
  }

  async list(limit: number, campaignId?: number): Promise<CampaignRecord[]> {
    let query = this.db
      .selectFrom('marketing_campaign as c')
      .select([
        'c.campaign_id',
        'c.staff_user_id',
        'c.staff_name',
        'c.title',
        'c.body',
        'c.nav_to',
        'c.segment',
        'c.segment_id',
        'c.segment_label',
        'c.customers',
        'c.mailed',
        'c.devices',
        'c.reached',
        'c.failed',
        'c.created_at',
      ])
      .orderBy('c.created_at', 'desc')
      .orderBy('c.campaign_id', 'desc')
      .limit(limit);
    if (campaignId !== undefined) query = query.where('c.campaign_id', '=', campaignId);
    const rows = await query.execute();
    return rows.map((r) => ({
      campaignId: Number(r.campaign_id),
      staffUserId: Number(r.staff_user_id),
      staffName: r.staff_name,
      title: r.title,
      body: r.body,
      navTo: r.nav_to,
      segment: r.segment as MarketingSegment,
      segmentId: r.segment_id === null ? null : Number(r.segment_id),
      segmentLabel: r.segment_label,
      customers: r.customers,
      mailed: r.mailed,
      devices: r.devices,
      reached: r.reached,
      failed: r.failed,
      createdAt: r.created_at,
    }));
  }
}
