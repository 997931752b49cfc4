// The gifts module's public face.
export { GiftService, type PricedLine } from './gifts.service';
