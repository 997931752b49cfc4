// A real OpenID provider for tests (oidc-provider with its development login and consent pages),
// and a "browser" that signs in there: the tests exercise real signatures, state, nonce and PKCE.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

export interface TestAccount {
  email: string;
  verified: boolean;
  name: string;
}

export interface TestProvider {
  issuer: string;
  /**
   * Bends the ID token of the next code redemptions (only with `bendTokens`): its claims changed
   * and signed again with the provider's own key, or signed with a key the provider never
   * published. null: the provider's token as it is.
   */
  bendIdToken(bend: IdTokenBend | null): void;
  close(): Promise<void>;
}

export interface IdTokenBend {
  claims?: (claims: JWTPayload) => JWTPayload;
  otherKey?: boolean;
}

/**
 * The provider behind a front on its issuer's address that passes every request through and can
 * rewrite the ID token in the token endpoint's answer (what a forger between the shop and the
 * provider, or a provider's bug, would produce).
 */
async function frontOf(provider: http.Server, front: http.Server, bend: () => IdTokenBend | null) {
  const target = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  const signing = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256');
  const sign = async (claims: JWTPayload, otherKey: boolean) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: otherKey ? 'sconosciuta' : 'chiave-di-prova' })
      .sign(otherKey ? stranger.privateKey : signing.privateKey);
  front.on('request', (req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      const hopByHop = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];
      for (const [k, v] of Object.entries(req.headers))
        if (hopByHop.includes(k)) continue;
        else if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) for (const one of v) headers.append(k, one);
      // The provider builds its URLs from the address the browser used (the front's).
      headers.set('x-forwarded-host', req.headers.host ?? '');
      headers.set('x-forwarded-proto', 'http');
      const answer = await fetch(target + req.url, {
        method: req.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      let body = Buffer.from(await answer.arrayBuffer());
      const now = bend();
      if (now && req.url?.startsWith('/token') && answer.status === 200) {
        const json = JSON.parse(body.toString('utf8')) as { id_token?: string };
        if (json.id_token) {
          const claims = decodeJwt(json.id_token);
          json.id_token = await sign(now.claims ? now.claims(claims) : claims, now.otherKey ?? false);
          body = Buffer.from(JSON.stringify(json));
        }
      }
      const out: Record<string, string | string[]> = {};
      answer.headers.forEach((v, k) => {
        if (
          k !== 'content-length' &&
          k !== 'content-encoding' &&
          k !== 'transfer-encoding' &&
          k !== 'set-cookie'
        )
          out[k] = v;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length) out['set-cookie'] = cookies;
      res.writeHead(answer.status, out).end(body);
    })().catch((err: unknown) => res.writeHead(502).end(String(err)));
  });
  return {
    jwk: { ...(await exportJWK(signing.privateKey)), kid: 'chiave-di-prova', alg: 'RS256', use: 'sig' },
  };
}

export async function startOidcProvider(options: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, TestAccount>;
  /** Put the provider behind a front that can bend its ID tokens (TestProvider.bendIdToken). */
  bendTokens?: boolean;
}): Promise<TestProvider> {
  const listen = async () => {
    const s = http.createServer();
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    return s;
  };
  const server = await listen();
  const front = options.bendTokens ? await listen() : null;
  const issuer = `http://127.0.0.1:${((front ?? server).address() as AddressInfo).port}`;
  let bend: IdTokenBend | null = null;
  const jwks = front ? { keys: [(await frontOf(server, front, () => bend)).jwk] } : undefined;
  const provider = new Provider(issuer, {
    ...(jwks ? { jwks } : {}),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: options.accounts[id]?.email,
        email_verified: options.accounts[id]?.verified ?? false,
        name: options.accounts[id]?.name,
      }),
    }),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['chiave-dei-cookie-di-prova'] },
  });
  if (front) provider.proxy = true;
  server.on('request', provider.callback());
  const close = (s: http.Server) => new Promise<void>((resolve) => s.close(() => resolve()));
  return {
    issuer,
    bendIdToken: (next) => {
      bend = next;
    },
    close: async () => {
      if (front) await close(front);
      await close(server);
    },
  };
}

/**
 * Signs in at the provider as `accountId` (its login and consent pages) starting from the
 * authorization URL; returns the URL the provider sends the browser back to (`returnPrefix`).
 */
export async function signInAtProvider(
  location: string,
  accountId: string,
  returnPrefix: string,
): Promise<string> {
  const jar = new Map<string, string>();
  let url = location;
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url).href;
      if (next.startsWith(returnPrefix)) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login: accountId, password: 'qualsiasi' } : { prompt },
    ).toString();
  }
  throw new Error('too many steps at the provider');
}
