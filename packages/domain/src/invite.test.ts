import { describe, expect, it } from 'vitest';
import {
  defaultPromoEnd,
  friendDisplayName,
  INVITE_RULES,
  inviteCodeFrom,
  inviteLinkPath,
  normalizeInviteCode,
  voucherEndDay,
  voucherRefusal,
} from './invite';

describe('invite codes', () => {
  it('are 8 characters of an alphabet without look-alike letters', () => {
    const bytes = Uint8Array.from({ length: 32 }, (_, i) => i * 37);
    const code = inviteCodeFrom(bytes)!;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(INVITE_RULES.alphabet).not.toMatch(/[01ILO]/);
    expect(normalizeInviteCode(code)).toBe(code);
  });

  it('drop the byte values outside the alphabet, and need enough bytes', () => {
    expect(inviteCodeFrom(new Uint8Array(8).fill(31))).toBeNull();
    expect(inviteCodeFrom(Uint8Array.from([31, 0, 1, 2, 3, 4, 5, 6, 7]))).toBe('ABCDEFGH');
  });

  it('are read as typed: spaces, dashes and lower case, never a wrong length or letter', () => {
    expect(normalizeInviteCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeInviteCode('ABCDEFG')).toBeNull();
    expect(normalizeInviteCode('ABCDEFGHJ')).toBeNull();
    expect(normalizeInviteCode('ABCDEFG0')).toBeNull();
    expect(normalizeInviteCode('')).toBeNull();
  });

  it('make the share link of the registration page', () => {
    expect(inviteLinkPath('ABCDEFGH')).toBe('/registration-user?invite=ABCDEFGH');
  });
});

describe('invite vouchers', () => {
  it('are at most 10, and only while the promotion runs', () => {
    expect(voucherRefusal({ issued: 0, today: '2026-11-26', promoEnd: '2027-11-26' })).toBeNull();
    expect(voucherRefusal({ issued: 9, today: '2027-11-26', promoEnd: '2027-11-26' })).toBeNull();
    expect(voucherRefusal({ issued: 10, today: '2026-11-26', promoEnd: '2027-11-26' })).toBe('limit_reached');
    expect(voucherRefusal({ issued: 0, today: '2027-11-27', promoEnd: '2027-11-26' })).toBe('promo_ended');
  });

  it('end 90 days after issue, never past the promotion', () => {
    expect(voucherEndDay('2026-11-26', '2027-11-26')).toBe('2027-02-24');
    expect(voucherEndDay('2027-11-01', '2027-11-26')).toBe('2027-11-26');
  });

  it('the promotion ends by default a year after today (never the 2022 of the old client)', () => {
    expect(defaultPromoEnd('2026-11-26')).toBe('2027-11-26');
    expect(defaultPromoEnd('2028-02-29')).toBe('2029-03-01');
  });

  it('friends are shown by first name only', () => {
    expect(friendDisplayName('  Anna Maria ')).toBe('Anna');
    expect(friendDisplayName('')).toBe('Amico');
  });
});
