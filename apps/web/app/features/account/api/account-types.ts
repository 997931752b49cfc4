// Wire types of the account calls (packages/contracts/src/account.ts), as the web reads them.
import type { registrationDisclaimerSchema, Store, User } from '@sporta/contracts';
import type { z } from 'zod';

export type { User };

export type RegistrationDisclaimer = z.infer<typeof registrationDisclaimerSchema>;

export interface ConsentAnswer {
  registrationDisclaimerId: number;
  value: 0 | 1;
}

/** A cooperative as store/list answers it. */
export type { Store };
