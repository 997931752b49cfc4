// The marketing campaigns' record (issue 27, ADR 0062): each message staff sent to a segment,
// with who sent it and what it reached. Sending itself is the marketing-campaign flow.
import type { Campaign } from '@sporta/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db-schema';
import { CampaignRepository, type CampaignRecord, type NewCampaign } from './campaigns.repository';

/** How many past campaigns the back-office lists. */
export const CAMPAIGN_HISTORY = 50;

function toCampaign(r: CampaignRecord): Campaign {
  const { staffUserId: _staff, createdAt, ...rest } = r;
  return { ...rest, sentAt: createdAt.toISOString() };
}

export class CampaignService {
  private readonly repo: CampaignRepository;

  constructor(db: Kysely<DB>) {
    this.repo = new CampaignRepository(db);
  }

  async record(campaign: NewCampaign): Promise<Campaign> {
    const campaignId = await this.repo.insert(campaign);
    const [saved] = await this.repo.list(1, campaignId);
    return toCampaign(saved!);
  }

  async list(): Promise<{ campaigns: Campaign[] }> {
    return { campaigns: (await this.repo.list(CAMPAIGN_HISTORY)).map(toCampaign) };
  }
}
