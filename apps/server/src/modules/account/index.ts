export { accountRoutes } from './account.routes';
export { setHasOrdersToCollect, type HasOrdersToCollect } from './account.hooks';
export type { AccountService } from './account.service';
export { accountContact, accountSummary, isMember } from './account.contact';
export { createBotCheck, type BotCheck } from './bot-check';
