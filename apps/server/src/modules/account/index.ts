// The account module's public face: other modules and flows use only what is exported here.
export { AccountService, type AccountContext } from './account.service';
export { accountContact, accountSummary, isMember } from './account.contact';
export { createBotCheck, type BotCheck } from './bot-check';
