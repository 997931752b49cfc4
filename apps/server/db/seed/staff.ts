// Demo staff accounts (issue 22): separate from customers, with a second factor. Their TOTP
// secrets are published in the README: for the demo only — a real shop enrols each staff member
// at their first sign-in (the QR code) and never publishes a secret.
import type { DatabaseHandle } from '../../src/platform/db';
import { hashPassword } from '../../src/platform/password';

export const DEMO_STAFF = [
  {
    username: 'operatore',
    displayName: 'Luca Verdi',
    email: 'operatore@example.com',
    password: 'Backoffice2026!',
    totpSecret: 'SI44O34DN7WBCIOMLIGS4JZPKKTMMUOO',
    roles: ['operator'],
  },
  {
    username: 'amministratore',
    displayName: 'Anna Neri',
    email: 'amministratore@example.com',
    password: 'Backoffice2026!',
    totpSecret: '5DYKRQIV5BMAQVPD6QZ3T6OQYUVJBWBD',
    roles: ['admin', 'operator', 'content_editor', 'leaflet_editor', 'store_manager'],
  },
  {
    // The store manager of Sporta Milano Solari and of the hub that delivers its homes (issue 26).
    username: 'responsabile',
    displayName: 'Marta Bianchi',
    email: 'responsabile@example.com',
    password: 'Backoffice2026!',
    totpSecret: '5476NOD2BKHO5XFLOXJRA3E3HYR26KZ5',
    roles: ['store_manager'],
    warehouseIds: [1, 8],
  },
  {
    username: 'preparatore',
    displayName: 'Giorgio Russo',
    email: 'preparatore@example.com',
    password: 'Backoffice2026!',
    totpSecret: 'QRJQJ3I3WMHJPEFBCXKFKZPRLBQGU44A',
    roles: ['picker'],
    warehouseIds: [1, 8],
  },
  {
    // The leaflet editor (issue 24): uploads leaflet PDFs, places hotspots, publishes.
    username: 'redattore',
    displayName: 'Elena Galli',
    email: 'redattore@example.com',
    password: 'Backoffice2026!',
    totpSecret: 'RMIO7PJM7JH2H457QJD4PNCNYX2FESTU',
    roles: ['leaflet_editor'],
  },
  {
    // Marketing (issue 27): sends messages to a segment of the customers who gave the consent.
    username: 'marketing',
    displayName: 'Sara Conti',
    email: 'marketing@example.com',
    password: 'Backoffice2026!',
    totpSecret: 'MZ2DWCKNLBI2DRLWGBPKBDWSHSSF3C3W',
    roles: ['marketing'],
  },
] as const;

export async function seedStaff(handle: DatabaseHandle, confirmedAt: string): Promise<number> {
  for (const s of DEMO_STAFF) {
    const row = {
      username: s.username,
      username_lower: s.username.toLowerCase(),
      display_name: s.displayName,
      email: s.email,
      password_hash: await hashPassword(s.password),
      totp_secret: s.totpSecret,
      totp_confirmed_at: confirmedAt,
      roles: [...s.roles],
      warehouse_ids: 'warehouseIds' in s ? [...s.warehouseIds] : null,
    };
    const { username_lower: _key, ...update } = row;
    await handle.db
      .insertInto('staff_user')
      .values(row)
      .onConflict((oc) => oc.column('username_lower').doUpdateSet({ ...update, active: true }))
      .execute();
  }
  return DEMO_STAFF.length;
}
