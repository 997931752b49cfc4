// The blocks' call under /ebsn/api (seed 002 §7 "Product suggestions for sliders"):
// `category-block/info?categoryBlockId=` gives one block as the shopper sees it now. The blocks
// of a location travel with the category (`category?slug=` … `categoryBlocks`, catalog routes).
import { categoryBlockInfoQuerySchema, envelopeSchema } from '@sporta/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '../../platform/envelope';
import type { BlockService, Shopper } from './block.service';

export interface BlockRoutesOptions {
  blocks: BlockService;
  /** The shopper's cooperative, warehouse and delivery service (their cart's), for targeting. */
  shopper: (request: FastifyRequest) => Promise<Shopper>;
}

export const blockRoutes: FastifyPluginAsyncZod<BlockRoutesOptions> = async (app, { blocks, shopper }) => {
  app.get(
    '/category-block/info',
    {
      schema: {
        tags: ['content'],
        summary: 'One content block (banners, sliders, text) as the shopper sees it now',
        description:
          'Only a published block inside its publication window that targets the shopper’s cooperative, warehouse and delivery service (their cart’s), and that has something to show; otherwise 404.',
        querystring: categoryBlockInfoQuerySchema,
        response: {
          200: envelopeSchema(z.object({ categoryBlock: z.looseObject({ categoryBlockId: z.number() }) })),
        },
      },
    },
    async (request) => {
      const block = await blocks.info(request.query.categoryBlockId, await shopper(request));
      return envelope({ categoryBlock: block });
    },
  );
};
