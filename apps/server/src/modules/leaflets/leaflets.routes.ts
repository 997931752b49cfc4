// Leaflet calls (seed 002 §7 Leaflets) under /ebsn/api, and the leaflet files (page images and
// the PDF) under /img/leaflets/<leafletId>/ — the baseLocation clients add imageLocation to.
import fs from 'node:fs';
import {
  envelopeSchema,
  leafletProductListSchema,
  leafletProductSearchQuerySchema,
  leafletSchema,
  leafletSearchQuerySchema,
  leafletSearchResultSchema,
  leafletViewQuerySchema,
} from '@sporta/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, failure } from '../../platform/envelope';
import { leafletMessages, type LeafletService } from './leaflets.service';

const tags = ['leaflets'];

export const leafletRoutes: FastifyPluginAsyncZod<{ leaflets: LeafletService }> = async (
  app,
  { leaflets },
) => {
  app.get(
    '/leaflet/search',
    {
      schema: {
        tags,
        summary: 'The leaflets valid today for a warehouse and delivery service (`data.leaflets`)',
        description:
          'leaflet_type_id 2 = volantini, any other type = catalogo soci. parent_warehouse_id and parent_delivery_service_id keep the leaflets that apply to them; without them every current leaflet is listed. A leaflet past or before its validity is never listed.',
        querystring: leafletSearchQuerySchema,
        response: { 200: envelopeSchema(leafletSearchResultSchema) },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope({
        leaflets: await leaflets.search({
          leafletTypeId: q.leaflet_type_id,
          warehouseId: q.parent_warehouse_id,
          deliveryServiceId: q.parent_delivery_service_id,
        }),
      });
    },
  );

  app.get(
    '/leaflet/view',
    {
      schema: {
        tags,
        summary: 'One current leaflet by id or slug, with its pages (`leafletPage`) and hotspots',
        description:
          'Each page image answers at baseLocation + imageLocation (1200 px) or imageLocationSmall (600 px); baseLocation + "0.png" is the first page. imageSources lists the same page as WebP at 480, 720, 960 and 1200 px (cached as immutable). A hotspot `area` is a fraction of the page (x, y, w, h).',
        querystring: leafletViewQuerySchema,
        response: { 200: envelopeSchema(leafletSchema) },
      },
    },
    async (request) => envelope(await leaflets.view(request.query.leaflet_id)),
  );

  app.get(
    '/leaflet/product-search',
    {
      schema: {
        tags,
        summary:
          "The products of a current leaflet, paged and filtered like `products`, with the store's prices",
        description:
          "leaflet_id (id or slug) is required; leaflet_page_number keeps one page. Prices are those of the warehouse of `hash` (else the leaflet store's first shop).",
        querystring: leafletProductSearchQuerySchema,
        response: { 200: envelopeSchema(leafletProductListSchema) },
      },
    },
    async (request) => {
      const { leaflet_id: key, ...query } = request.query;
      return envelope(await leaflets.productSearch(key, query, query.hash));
    },
  );
};

const fileParamsSchema = z.object({
  leafletId: z.string().regex(/^\d{1,9}$/),
  name: z.string().max(40),
});

/** The files of a leaflet: page PNGs rendered on first request and kept on disk, the PDF. */
export function leafletFileRoutes(leaflets: LeafletService): FastifyPluginAsync {
  return async (app) => {
    app.get('/img/leaflets/:leafletId/:name', { schema: { hide: true } }, async (request, reply) => {
      const params = fileParamsSchema.safeParse(request.params);
      const found = params.success
        ? await leaflets.file(Number(params.data.leafletId), params.data.name)
        : undefined;
      if (!found)
        return reply.status(404).send(failure('error.leaflet.file_not_found', leafletMessages.fileNotFound));
      const size = fs.statSync(found.file).size;
      void reply
        .header('content-type', found.contentType)
        .header('content-length', size)
        // a page's WebP variant never changes under its name (ADR 0070)
        .header(
          'cache-control',
          found.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      if (found.downloadName)
        void reply.header('content-disposition', `attachment; filename="${found.downloadName}"`);
      return reply.send(fs.createReadStream(found.file));
    });
  };
}
