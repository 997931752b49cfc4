// The back-office's marketing messages (issue 27, ADR 0062) under /ebsn/api/marketing-campaign/:
// the choices of segment, sending one message, the past campaigns. Only staff with the marketing
// role (or administrators). Sending spans modules: the MarketingCampaignFlow (src/flows), handed
// in by the composition root.
import {
  campaignListSchema,
  campaignSchema,
  campaignSendInputSchema,
  campaignTargetsSchema,
  envelopeSchema,
  type Campaign,
  type CampaignList,
  type CampaignSendInput,
  type CampaignTargets,
} from '@sporta/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import { readInput } from '../../platform/http';
import type { StaffGuard } from '../backoffice';

const tags = ['marketing-campaign'];
const ROLE = 'marketing';

export interface MarketingCampaigns {
  targets(): Promise<CampaignTargets>;
  send(staff: { staffUserId: number; displayName: string }, input: CampaignSendInput): Promise<Campaign>;
}

export const campaignRoutes: FastifyPluginAsyncZod<{
  flow: MarketingCampaigns;
  list: () => Promise<CampaignList>;
  requireStaff: StaffGuard;
}> = async (app, { flow, list, requireStaff }) => {
  app.get(
    '/marketing-campaign/targets',
    {
      schema: {
        tags,
        summary: 'The cooperatives and delivery services a marketing message can be sent to',
        response: { 200: envelopeSchema(campaignTargetsSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope(await flow.targets());
    },
  );

  app.get(
    '/marketing-campaign/list',
    {
      schema: {
        tags,
        summary: 'The last 50 marketing messages sent, newest first, with what each reached',
        response: { 200: envelopeSchema(campaignListSchema) },
      },
    },
    async (request) => {
      await requireStaff(request, ROLE);
      return envelope(await list());
    },
  );

  app.post(
    '/marketing-campaign/send',
    {
      schema: {
        tags,
        summary: 'Sends a marketing message (mail and push) to a segment of the customers',
        description: [
          'Form or JSON: title (at most 80 characters), body (at most 300), nav_to (optional: a path of the shop the',
          'notification opens), segment (all, cooperative, service) and segment_id (the cooperative or the delivery',
          'service). Only the confirmed customers of the segment with the marketing consent are reached: one mail each,',
          'kept in their message archive, and a push on each of their devices. A delivery service’s customers are',
          'those who ordered with it. Refused to staff without the marketing role (403); a bad field: 400, nothing sent.',
        ].join(' '),
        body: z.looseObject({}).nullish(),
        response: { 200: envelopeSchema(campaignSchema) },
      },
    },
    async (request) => {
      const { staff } = await requireStaff(request, ROLE);
      const input = readInput(campaignSendInputSchema, request);
      const campaign = await flow.send(staff, input);
      return envelope(campaign, {
        infos: [
          {
            code: 'info.marketing.sent',
            message: `Inviato a ${campaign.customers} clienti, ${campaign.reached} dispositivi raggiunti.`,
          },
        ],
      });
    },
  );
};
