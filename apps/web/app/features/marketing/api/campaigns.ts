// The back-office's marketing messages (issue 27, ADR 0062): marketing-campaign/targets, list and
// send. Refusals come back as ApiError with the server's Italian message.
import type { Campaign, CampaignList, CampaignTargets } from '@sporta/contracts';
import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api/client';

export type { Campaign, CampaignTargets } from '@sporta/contracts';
export type Via = Pick<RequestOptions, 'origin' | 'headers'>;

export const campaignTargets = async (via: Via = {}) =>
  unwrap(await apiRequest<CampaignTargets>('marketing-campaign/targets', { ...via, quiet: true }));

export const campaignList = async (via: Via = {}) =>
  unwrap(await apiRequest<CampaignList>('marketing-campaign/list', { ...via, quiet: true }));

export const sendCampaign = async (fields: Record<string, string>) =>
  unwrap(
    await apiRequest<Campaign>('marketing-campaign/send', { method: 'POST', body: fields, quiet: true }),
  );
