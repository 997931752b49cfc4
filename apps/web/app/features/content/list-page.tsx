// What the blog (/blog) and the recipes (/ricette) share: the page of `?page=N` loaded with its
// canonical address (a page past the last one is the 404 page), and the frame of the list —
// breadcrumb Homepage › title, title, description.
import type { ReactNode } from 'react';
import { loadOr404, listPage } from '../../lib/route-errors';
import { canonicalUrl, seoMeta } from '../../lib/seo';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { getEntries, type ListKind } from './api/get-posts';
import css from './components/content.module.css';

export async function loadListPage(url: string, kind: ListKind, base: string, origin?: string) {
  const page = listPage(url);
  const list = await loadOr404(getEntries(kind, page, { origin }));
  return { list, canonical: canonicalUrl(url, page > 1 ? `${base}?page=${page}` : base) };
}

export function listMeta(title: string, description: string, canonical: string) {
  return seoMeta({ title, description, canonical });
}

export function ListPage({
  title,
  description,
  base,
  children,
}: {
  title: string;
  description: string;
  base: string;
  children: ReactNode;
}) {
  return (
    <div className="container">
      <Breadcrumbs items={[{ name: title, href: base }]} />
      <h1 className={css.title}>{title}</h1>
      <p className={css.meta}>{description}</p>
      {children}
    </div>
  );
}
