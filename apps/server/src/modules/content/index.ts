// The content module's public face.
export { ContentService, CONTENT_TYPES, type ContentInput, type ContentType } from './content.service';
export type { SitemapAnswer, SitemapUrl } from './seo.routes';
