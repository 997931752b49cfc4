export { catalogRoutes } from './catalog.routes';
export type { CatalogService } from './catalog.service';
export type { PricingContext } from './catalog.repository';
