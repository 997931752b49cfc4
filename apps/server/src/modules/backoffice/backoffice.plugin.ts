// Builds the back-office service and registers its calls and the audit hooks. Wrapped with
// fastify-plugin so that the audit hooks apply to every API route registered after it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiter } from '../../platform/rate-limit';
import { auditPlugin } from './audit.plugin';
import { BackofficeRepository } from './backoffice.repository';
import { backofficeRoutesOf } from './backoffice.routes';
import { BackofficeService } from './backoffice.service';
import { OidcLogin } from './oidc';
import { injectSnapshots } from './snapshots';

export const backofficePlugin = fp(
  async (app: FastifyInstance) => {
    const repo = new BackofficeRepository(app.database.db);
    const config = app.config;
    const service = new BackofficeService(repo, new RateLimiter(app.database.db), {
      perUser: config.STAFF_LOGIN_MAX,
      perIp: config.STAFF_LOGIN_IP_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_MINUTES * 60_000,
    });
    let marketing: ReturnType<BackofficeRepository['marketingDisclaimers']> | undefined;
    await app.register(auditPlugin, {
      service,
      snapshots: injectSnapshots(app),
      marketing: () => (marketing ??= repo.marketingDisclaimers()),
    });
    const oidc =
      config.STAFF_OIDC_ISSUER && config.STAFF_OIDC_CLIENT_ID
        ? new OidcLogin({
            issuer: config.STAFF_OIDC_ISSUER,
            clientId: config.STAFF_OIDC_CLIENT_ID,
            clientSecret: config.STAFF_OIDC_CLIENT_SECRET,
            allowHttp: config.OIDC_ALLOW_HTTP,
          })
        : null;
    await app.register(backofficeRoutesOf(service, { oidc, publicUrl: () => config.PUBLIC_URL }));
  },
  { name: 'backoffice', dependencies: ['sessions'] },
);
