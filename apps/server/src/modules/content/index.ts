// The content module's public face.
export {
  ContentService,
  ROUTE_OF_TYPE,
  CONTENT_TYPES,
  type ContentInput,
  type ContentType,
  type RecipeFacts,
  type RecipeIngredient,
  type Difficulty,
} from './content.service';
export { BlockService, type BlockInput, type LeafletCard, type Shopper } from './block.service';
export { blockRoutes } from './block.routes';
export type { SitemapAnswer, SitemapUrl } from './seo.routes';
export { ArticleService } from './article.service';
export { articleRoutes } from './article.routes';
export { wpErrorHandler, WP_PREFIX } from './content.routes';
export { sanitizeContentHtml } from './content-html';
export { ContentAdminService } from './content-admin.service';
export { BlockAdminService } from './block-admin.service';
export { ContentChanges, CONTENT_TABLES } from './content-changes';
