// The loyalty module's public face (cards, points, pulverisation).
export { LoyaltyService, type DeliveredOrder } from './loyalty.service';
export { RewardsService } from './rewards.service';
