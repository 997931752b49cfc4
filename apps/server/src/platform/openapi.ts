// OpenAPI 3.1 generated from the route schemas, served at /ebsn/api/docs
// (browsable page) and /ebsn/api/docs/json.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sporta commerce API',
        version: '1.0.0',
        description: [
          'The /ebsn/api contract of Sporta. Every answer is the envelope',
          '`{ response: { status, errors, infos, warnings, errorsMessage, infosMessage, warningsMessage }, data }`.',
          'Business refusals answer HTTP 200 with `response.status` ≠ 0; protocol failures keep their HTTP codes.',
          'GET takes query parameters; POST accepts form-encoded and JSON bodies alike.',
          'Identity: `X-Ebsn-Account` (header or cookie) after login, `X-Ebsn-Session` for anonymous state.',
          'Unknown query parameters are ignored; the cache-burst `hash` (w<warehouseId>d<YYYY-MM-DD|0>t<timeslotId>) selects the warehouse and date of prices when it parses.',
        ].join('\n'),
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          account: { type: 'apiKey', in: 'header', name: 'X-Ebsn-Account' },
          accountCookie: { type: 'apiKey', in: 'cookie', name: 'X-Ebsn-Account' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/ebsn/api/docs', staticCSP: true });
}
