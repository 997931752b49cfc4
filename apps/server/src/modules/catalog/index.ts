// The catalogue module's public face.
export { CatalogService } from './catalog.service';
export type { PricingContext } from './catalog.repository';
export type { FavouriteProducts } from './catalog.routes';
export type { GiftOffers } from './gift-offers';
