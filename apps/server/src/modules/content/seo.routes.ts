// The SEO files (issue 23): /robots.txt (keeps crawlers out of the cart, checkout, payment and
// profile pages, names the sitemap) and /sitemap.xml (+ /sitemap-<n>.xml past 50,000 addresses).
// What the sitemap lists comes from a flow (flows/sitemap.flow.ts): catalogue and content.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

export interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

export type SitemapAnswer =
  { kind: 'urlset'; urls: SitemapUrl[] } | { kind: 'index'; files: number } | { kind: 'missing' };

export interface SitemapPort {
  file(n?: number): Promise<SitemapAnswer>;
}

/** Pages that only make sense for one shopper: never indexed. */
export const ROBOTS_DISALLOW = ['/cart', '/checkout', '/payment', '/profile', '/userboard'];

function xmlEscape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(answer: Exclude<SitemapAnswer, { kind: 'missing' }>, origin: string): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  if (answer.kind === 'index') {
    const files = Array.from(
      { length: answer.files },
      (_, i) => `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${head}<sitemapindex xmlns="${ns}">\n${files.join('\n')}\n</sitemapindex>\n`;
  }
  const urls = answer.urls.map(
    (u) =>
      `<url><loc>${xmlEscape(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`,
  );
  return `${head}<urlset xmlns="${ns}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function seoRoutes(sitemap: SitemapPort, publicUrl: () => string): FastifyPluginAsync {
  return async (app) => {
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(publicUrl())),
    );
    const send = async (n: number | undefined, reply: FastifyReply) => {
      const answer = await sitemap.file(n);
      if (answer.kind === 'missing')
        return reply.status(404).type('text/plain; charset=utf-8').send('Sitemap non trovata.');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemapXml(answer, publicUrl()));
    };
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => send(undefined, reply));
    app.get<{ Params: { n: string } }>(
      '/sitemap-:n(^\\d+).xml',
      { schema: { hide: true } },
      async (request, reply) => {
        const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
        return send(n, reply);
      },
    );
  };
}
