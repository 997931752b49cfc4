// The account module's public face: other modules and flows use only what is exported here.
export { AccountService, type AccountContext } from './account.service';
export { InvoiceDataService } from './invoice-data.service';
export type { BillingDataRecord } from './person-fiscal.repository';
export {
  accountContact,
  accountSummary,
  isMember,
  marketingAudience,
  withMarketingConsent,
  type MarketingRecipient,
} from './account-contact.repository';
export { createBotCheck, type BotCheck } from './bot-check';
export { accountContext } from './account.request';
