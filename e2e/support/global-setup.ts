// One server for the whole run: started once, its URL handed to the tests via BASE_URL.
// Set BASE_URL yourself to test an app that is already running.
// A local OpenID provider stands in for Google (same protocol, real signatures), so that
// «Accedi con Google» (and another for Facebook) can be tried in the browser without the internet; a local SAML identity
// provider (samlify) stands in for the cooperative's, signing Luca the operator in.
import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '../../apps/server/test/oidc-kit';
import { IDP_CERT, startSamlIdp } from '../../apps/server/test/saml-kit';
import path from 'node:path';
import { freePort, repoRoot, startApp } from './app-server';
import { FACEBOOK_ACCOUNTS, FACEBOOK_CLIENT, GOOGLE_ACCOUNTS, GOOGLE_CLIENT } from './google';

export default async function globalSetup(_config: FullConfig) {
  if (process.env.BASE_URL) return;
  const port = await freePort();
  const google = await startOidcProvider({
    ...GOOGLE_CLIENT,
    redirectUri: `http://127.0.0.1:${port}/api/social-redir/google-callback`,
    accounts: GOOGLE_ACCOUNTS,
  });
  const facebook = await startOidcProvider({
    ...FACEBOOK_CLIENT,
    redirectUri: `http://127.0.0.1:${port}/api/social-redir/facebook-callback`,
    accounts: FACEBOOK_ACCOUNTS,
  });
  const shop = `http://127.0.0.1:${port}`;
  const saml = await startSamlIdp({
    spEntityId: `${shop}/ebsn/api/saml/metadata`,
    acsUrl: `${shop}/ebsn/api/saml/acs`,
    defaultUser: { email: 'operatore@example.com' },
  });
  const app = await startApp({
    port,
    env: {
      STAFF_SAML_ENTRY_POINT: saml.ssoUrl,
      STAFF_SAML_IDP_CERT: IDP_CERT,
      STAFF_SAML_IDP_ISSUER: saml.entityId,
      GOOGLE_OIDC_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: GOOGLE_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.clientSecret,
      FACEBOOK_OIDC_ISSUER: facebook.issuer,
      FACEBOOK_CLIENT_ID: FACEBOOK_CLIENT.clientId,
      FACEBOOK_CLIENT_SECRET: FACEBOOK_CLIENT.clientSecret,
      OIDC_ALLOW_HTTP: 'true',
      // invite.spec.ts waits for the invite vouchers job: it runs every 5 s here (1 h by default).
      INVITE_JOB_SECONDS: '5',
      // push.spec.ts's push service is a plain-http relay on this machine.
      PUSH_ALLOW_HTTP: 'true',
      // A page whose body holds scripts and event handlers, imported through the content
      // module's sanitiser like any content file (content.spec.ts checks none of it runs).
      CONTENT_EXTRA_DIR: path.join(repoRoot, 'e2e', 'fixtures', 'content'),
    },
  });
  process.env.BASE_URL = app.baseURL;
  process.env.DATA_DIR = app.dataDir;
  process.env.GOOGLE_ISSUER = google.issuer;
  process.env.FACEBOOK_ISSUER = facebook.issuer;
  return async () => {
    await app.stop();
    await google.close();
    await facebook.close();
    await saml.close();
  };
}
