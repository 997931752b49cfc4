// Deep links from outside the app (spec 000 §2, 001 §2) that name a page by another path:
// /shop/product/{slug} → /product/{slug}; /recover-password-confirm (the mails of the original
// platform) → /reset-password-confirm, with its login and query (token) kept. The server
// answers a permanent redirect; inside the app the router follows the same map.
import { redirect } from 'react-router';
import type { Route } from './+types/legacy-redirect';

export function legacyTarget(url: URL): string | null {
  const path = url.pathname.replace(/\/+$/, '');
  const product = /^\/shop\/product\/([^/]+)$/.exec(path);
  if (product) return `/product/${product[1]}${url.search}`;
  const recover = /^\/recover-password-confirm(\/[^/]+)?$/.exec(path);
  if (recover) return `/reset-password-confirm${recover[1] ?? ''}${url.search}`;
  return null;
}

function follow(request: Request): never {
  const target = legacyTarget(new URL(request.url));
  if (!target) throw new Response('Not Found', { status: 404 });
  throw redirect(target, 301);
}

export function loader({ request }: Route.LoaderArgs) {
  return follow(request);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return follow(request);
}

export default function LegacyRedirect() {
  return null;
}
