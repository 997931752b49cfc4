// The demo staff of the README (their TOTP secrets are published for the demo only) and their
// sign-in at /userboard with password and authenticator code.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from './app-server';
import { expect, waitForHydration } from './fixtures';

export interface StaffLogin {
  username: string;
  password: string;
  secret: string;
}

export const OPERATOR: StaffLogin = {
  username: 'operatore',
  password: 'Backoffice2026!',
  secret: 'SI44O34DN7WBCIOMLIGS4JZPKKTMMUOO',
};
export const ADMIN: StaffLogin = {
  username: 'amministratore',
  password: 'Backoffice2026!',
  secret: '5DYKRQIV5BMAQVPD6QZ3T6OQYUVJBWBD',
};
export const STORE_MANAGER: StaffLogin = {
  username: 'responsabile',
  password: 'Backoffice2026!',
  secret: '5476NOD2BKHO5XFLOXJRA3E3HYR26KZ5',
};

/** The code the staff member's authenticator shows now (otplib, a dependency of the server). */
async function totp(secret: string): Promise<string> {
  const req = createRequire(path.join(repoRoot, 'apps/server/package.json'));
  const { generate } = req('otplib') as {
    generate: (o: { secret: string; epoch?: number }) => Promise<string>;
  };
  return generate({ secret });
}

/** Waits for the next 30-second step when `previous` is still the current code (codes are single-use). */
async function freshTotp(secret: string, previous?: string): Promise<string> {
  let code = await totp(secret);
  while (code === previous) {
    await new Promise((r) => setTimeout(r, 1000));
    code = await totp(secret);
  }
  return code;
}

let lastCode: Record<string, string> = {};

export async function staffSignIn(page: Page, who: StaffLogin) {
  await page.goto('/userboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Accesso del personale' })).toBeVisible();
  await page.getByLabel('Nome utente').fill(who.username);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Entra' }).click();
  await expect(
    page.getByText("Scrivi il codice a 6 cifre che vedi nell'app di autenticazione."),
  ).toBeVisible();
  const code = await freshTotp(who.secret, lastCode[who.username]);
  lastCode = { ...lastCode, [who.username]: code };
  await page.getByLabel('Codice di verifica (6 cifre)').fill(code);
  await page.getByRole('button', { name: 'Entra' }).click();
  const signedIn = page.getByRole('heading', { name: 'Userboard' });
  const reused = page.getByText('Questo codice è già stato usato');
  await expect(signedIn.or(reused)).toBeVisible();
  if (await reused.isVisible()) {
    // A retry runs in a new worker, which does not know the code the last attempt used.
    const next = await freshTotp(who.secret, code);
    lastCode = { ...lastCode, [who.username]: next };
    await page.getByLabel('Codice di verifica (6 cifre)').fill(next);
    await page.getByRole('button', { name: 'Entra' }).click();
  }
  await expect(signedIn).toBeVisible();
  // signed in, the page reloads as the staff member's: wait for it to be interactive
  await waitForHydration(page);
}
export const LEAFLET_EDITOR: StaffLogin = {
  username: 'redattore',
  password: 'Backoffice2026!',
  secret: 'RMIO7PJM7JH2H457QJD4PNCNYX2FESTU',
};
export const PICKER: StaffLogin = {
  username: 'preparatore',
  password: 'Backoffice2026!',
  secret: 'QRJQJ3I3WMHJPEFBCXKFKZPRLBQGU44A',
};
export const MARKETING: StaffLogin = {
  username: 'marketing',
  password: 'Backoffice2026!',
  secret: 'MZ2DWCKNLBI2DRLWGBPKBDWSHSSF3C3W',
};
