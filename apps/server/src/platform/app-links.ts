// The association files of the Capacitor app (issue 27): Android App Links
// (/.well-known/assetlinks.json) and iOS Universal Links (/.well-known/apple-app-site-association)
// let the phone open the shop's links of seed 000 §2 in the app, whose appUrlOpen handler maps
// them (packages/domain deep-links.ts). Both come from the configuration (ANDROID_APP_ID,
// ANDROID_CERT_SHA256, APPLE_APP_ID); without it the file answers 404: no app is associated.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The link paths the app opens (seed 000 §2), as Apple's components; /shop/* covers the legacy links. */
export const APP_LINK_PATHS = [
  '/profile/orders',
  '/profile/orders/*',
  '/checkout',
  '/search',
  '/shop/*',
  '/category/*',
  '/page/*',
  '/registration/confirm/*',
  '/registration/reset-password',
  '/reset-password-*',
  '/reset-password-confirm/*',
  '/recover-password-confirm',
] as const;

type LinkConfig = Pick<Config, 'ANDROID_APP_ID' | 'ANDROID_CERT_SHA256' | 'APPLE_APP_ID'>;

export function assetLinks(config: LinkConfig) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.ANDROID_APP_ID,
        sha256_cert_fingerprints: config.ANDROID_CERT_SHA256,
      },
    },
  ];
}

export function appleAppSiteAssociation(appId: string) {
  return {
    applinks: {
      details: [{ appIDs: [appId], components: APP_LINK_PATHS.map((path) => ({ '/': path })) }],
    },
  };
}

export async function appLinkRoutes(app: FastifyInstance, options: { config: LinkConfig }): Promise<void> {
  const { config } = options;
  const notAssociated = { error: 'Nessuna app associata a questo sito.' };
  app.get('/.well-known/assetlinks.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    if (config.ANDROID_CERT_SHA256.length === 0) return reply.code(404).send(notAssociated);
    return assetLinks(config);
  });
  // Apple reads it without an extension, as JSON.
  app.get('/.well-known/apple-app-site-association', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    if (!config.APPLE_APP_ID) return reply.code(404).send(notAssociated);
    return reply.type('application/json').send(appleAppSiteAssociation(config.APPLE_APP_ID));
  });
}
