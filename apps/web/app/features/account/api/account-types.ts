// Wire types of the account calls (packages/contracts/src/account.ts), as the web reads them.
import type { User } from '@sporta/contracts';

export type { User };

export interface RegistrationDisclaimer {
  registrationDisclaimerId: number;
  storeId: number;
  personInfoTypeId: number;
  disclaimerTitle: string;
  disclaimerContent: string;
  disclaimerUrl: string | null;
  disclaimerHtml: string;
  priority: number;
  required: boolean;
  marketing: boolean;
  version: string;
  value: number | null;
}

export interface ConsentAnswer {
  registrationDisclaimerId: number;
  value: 0 | 1;
}

export interface Store {
  storeId: number;
  name: string;
}
