export { catalogRoutes } from './catalog.routes';
export { CatalogService } from './catalog.service';
export type { PricingContext } from './catalog.repository';
