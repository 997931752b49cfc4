// The gifts module's public face.
export { giftsPlugin, giftsRoutesPlugin } from './gifts.plugin';
export type { GiftService, PricedLine } from './gifts.service';
