// Serves the web app (apps/web, React Router framework mode) from the API's process:
// the client build's static files and server-side rendering for every other GET/HEAD.
// Route loaders call the API over HTTP on `apiOrigin()` (loopback), like any client.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createBrotliCompress, createGzip, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';

export interface WebOptions {
  /** apps/web/build: holds client/ (static files) and server/index.js (the SSR build). */
  buildDir: string;
  /** Origin the SSR loaders use to reach the API, e.g. http://127.0.0.1:3000. */
  apiOrigin: () => string;
}

/** Paths that belong to the API and its files: never rendered as pages. */
const NOT_PAGES = /^\/(ebsn\/api|img|p\/wp-json)(\/|$)/;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|x-script))/;

/** Adds a per-response nonce to script-src, replacing 'unsafe-inline' for pages. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const d = directive.trim();
      if (!d.startsWith('script-src ') && d !== 'script-src') return d;
      const sources = d
        .split(/\s+/)
        .slice(1)
        .filter((s) => s !== "'unsafe-inline'");
      return ['script-src', ...sources, `'nonce-${nonce}'`].join(' ');
    })
    .join(';');
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}

function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response) {
  reply.status(response.status);
  // forEach, not for…of: the SAML library's XML types bring the DOM's Headers, not iterable there.
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
  if (!response.body || request.method === 'HEAD') return reply.send();

  let body: NodeJS.ReadableStream = Readable.fromWeb(response.body as NodeReadableStream);
  const type = response.headers.get('content-type') ?? '';
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.test(type) && !response.headers.has('content-encoding')) {
    reply.header('vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accept)) {
      reply.header('content-encoding', 'br');
      body = body.pipe(createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
    } else if (/\bgzip\b/.test(accept)) {
      reply.header('content-encoding', 'gzip');
      body = body.pipe(createGzip({ level: 6 }));
    }
  }
  return reply.send(body);
}

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<boolean> {
  const serverEntry = path.join(options.buildDir, 'server', 'index.js');
  const clientDir = path.join(options.buildDir, 'client');
  if (!existsSync(serverEntry) || !existsSync(clientDir)) return false;

  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');

  // Every file of the client build gets its own route (wildcard: false), so they never clash
  // with the page catch-all or with other static registrations. Hashed assets are immutable.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      // The service worker and the script it imports (push) are checked on every visit (ADR 0049).
      const always = /^(sw|push-sw)\.js/.test(path.basename(filePath));
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : always ? 'no-cache' : 'public, max-age=3600',
      );
    },
  });

  // The build the pages run (React Router's manifest version, a hash of the browser build's
  // modules): the client compares it with its own every 10 minutes (spec 000 §9, ADR 0049).
  const version = { version: build.assets.version };
  app.get('/version.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(version),
  );

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (NOT_PAGES.test(request.url)) return reply.callNotFound();
    const nonce = randomBytes(16).toString('base64');
    const policy =
      reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withScriptNonce(policy, nonce));
    const response = await handle(toWebRequest(request, reply), { apiOrigin: options.apiOrigin(), nonce });
    return sendWebResponse(request, reply, response);
  });

  return true;
}
