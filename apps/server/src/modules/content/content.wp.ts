// Our rows in WordPress's REST shapes (packages/contracts content.ts).
import type { WpEntry, WpMenuItem, WpSearchResult } from '@sporta/contracts';
import { escapeHtml } from './content-html';
import type { ContentRow, MenuItemRow } from './content.repository';
import { ROUTE_OF_TYPE, type ContentEntry } from './content.service';

const romeFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** WordPress's `date`: the site's local time (Europe/Rome), no zone. */
export function wpLocalDate(d: Date): string {
  return romeFormat.format(d).replace(' ', 'T');
}

/** WordPress's `date_gmt`: UTC, no zone. */
export function wpGmtDate(d: Date): string {
  return d.toISOString().slice(0, 19);
}

export function toWpEntry(row: ContentEntry, origin: string): WpEntry {
  const r = row.recipe;
  return {
    id: row.id,
    date: wpLocalDate(row.publishedFrom),
    date_gmt: wpGmtDate(row.publishedFrom),
    modified: wpLocalDate(row.modifiedAt),
    modified_gmt: wpGmtDate(row.modifiedAt),
    slug: row.slug,
    status: 'publish',
    type: row.type,
    link: `${origin}${ROUTE_OF_TYPE[row.type]}${row.slug}`,
    title: { rendered: escapeHtml(row.title) },
    content: { rendered: row.bodyHtml, protected: false },
    excerpt: { rendered: row.excerptHtml, protected: false },
    meta: { seo_title: row.seoTitle, seo_description: row.seoDescription },
    testo_validit: row.validityText,
    ...(r && {
      acf: {
        servings: r.servings,
        prep_time: r.prepMinutes,
        cook_time: r.cookMinutes,
        total_time: r.prepMinutes + r.cookMinutes,
        difficulty: r.difficulty,
        image: r.image,
        ingredients: r.ingredients.map((i) => ({
          product_id: i.productId,
          quantity: i.quantity,
          amount: i.amountText,
        })),
      },
    }),
  };
}

export function toWpSearchResult(
  row: Pick<ContentRow, 'id' | 'type' | 'slug' | 'title'>,
  origin: string,
): WpSearchResult {
  return {
    id: row.id,
    title: row.title,
    url: `${origin}${ROUTE_OF_TYPE[row.type]}${row.slug}`,
    type: 'post',
    subtype: row.type,
  };
}

export function toWpMenuItem(item: MenuItemRow): WpMenuItem {
  return {
    ID: item.position,
    order: item.position,
    parent: 0,
    title: item.title,
    url: item.url,
    target: /^https?:\/\//.test(item.url) ? '_blank' : '',
    children: [],
  };
}
