// The push module's public face: device registration, sending, the marketing cloud, the record of
// marketing campaigns (issue 27).
export { PushService, type CustomerPush, type OrderStatusEvent, type PushReach } from './push.service';
export { PushRepository } from './push.repository';
export { LocalMarketingCloud, type MarketingCloud } from './marketing-cloud';
export { OutboxSender, WebPushSender, vapidPublicKey, type PushSender } from './push-senders';
export { CampaignService } from './campaigns.service';
export { campaignMail } from './campaign.mails';
