// Invite a friend (seed 002 §7 "Invite a friend", §9): a customer's personal code, the friend who
// registers with it, and the 10 % voucher the inviter earns when the friend's first order is
// delivered (at most 10 vouchers, one per order, while the promotion runs).

export const INVITE_RULES = {
  /** Code length and alphabet: no 0/O, 1/I/L, readable aloud; 32^8 ≈ 10^12 codes. */
  codeLength: 8,
  alphabet: 'ABCDEFGHJKMNPQRSTUVWXYZ23456789',
  /** The voucher: 10 % of the cart (basis points, as gift certificates store percentages). */
  voucherBasisPoints: 1000,
  /** At most this many vouchers per inviter. */
  maxVouchers: 10,
  /** Days a voucher stays valid once issued (never past the promotion's end). */
  voucherDays: 90,
} as const;

/** The code as a friend may type or paste it (spaces, dashes, lower case). Null when it cannot be one. */
export function normalizeInviteCode(raw: string): string | null {
  const code = raw.replace(/[\s-]/g, '').toUpperCase();
  const { codeLength, alphabet } = INVITE_RULES;
  if (code.length !== codeLength) return null;
  return [...code].every((c) => alphabet.includes(c)) ? code : null;
}

/** A new code from random bytes (at least codeLength of them): uniform over the alphabet (no modulo bias). */
export function inviteCodeFrom(bytes: Uint8Array): string | null {
  const { alphabet, codeLength } = INVITE_RULES;
  // 31 letters: take 5 bits per byte and drop 31 (the only value outside the alphabet).
  let code = '';
  for (const b of bytes) {
    const v = b & 31;
    if (v < alphabet.length) code += alphabet[v];
    if (code.length === codeLength) return code;
  }
  return null;
}

/** YYYY-MM-DD one year after `today` (the promotion's default end when none is configured). */
export function defaultPromoEnd(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y + 1, m - 1, d));
  return next.toISOString().slice(0, 10);
}

export type InviteRefusal = 'promo_ended' | 'limit_reached' | null;

/** May the inviter be given one more voucher today? */
export function voucherRefusal(input: { issued: number; today: string; promoEnd: string }): InviteRefusal {
  if (input.today > input.promoEnd) return 'promo_ended';
  if (input.issued >= INVITE_RULES.maxVouchers) return 'limit_reached';
  return null;
}

/** The voucher's last day: voucherDays after today, never past the promotion's end. */
export function voucherEndDay(today: string, promoEnd: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y, m - 1, d + INVITE_RULES.voucherDays)).toISOString().slice(0, 10);
  return end < promoEnd ? end : promoEnd;
}

/** The share link of a code (relative: the page adds its origin). */
export function inviteLinkPath(code: string): string {
  return `/registration-user?invite=${encodeURIComponent(code)}`;
}

/** Only the first name of a friend is shown to the inviter. */
export function friendDisplayName(firstName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? '';
  return first || 'Amico';
}

export const INVITE_MESSAGES = {
  codeUnknown:
    'Il codice invito non è valido o non esiste più: la registrazione è andata a buon fine, ma senza invito.',
  ownCode: 'Non puoi usare il tuo stesso codice invito.',
  copied: 'Link copiato negli appunti.',
  shared: 'Link condiviso.',
  copyFailed: 'Non è stato possibile copiare il link: selezionalo e copialo a mano.',
} as const;
