import { describe, expect, it } from 'vitest';
import { compareDueDocuments, DUE_STATUS, dueReminderStage, dueStatus, dueToPayCents } from './payment-dues';
import { dayAfter } from './rome-time';

const today = '2026-11-26';
const doc = { amountCents: 2500, paidCents: 0, paymentOpen: false, expiryDate: '2026-12-10' };

describe('payment due documents', () => {
  it.each([
    ['not yet due', doc, DUE_STATUS.EXPIRING],
    ['due today is not overdue', { ...doc, expiryDate: today }, DUE_STATUS.EXPIRING],
    ['past its expiry', { ...doc, expiryDate: '2026-11-25' }, DUE_STATUS.OVERDUE],
    [
      'a payment open on the provider page',
      { ...doc, expiryDate: '2026-11-01', paymentOpen: true },
      DUE_STATUS.IN_PROGRESS,
    ],
    ['paid in full', { ...doc, paidCents: 2500, expiryDate: '2026-11-01' }, DUE_STATUS.SETTLED],
    [
      'paid in full with a payment still open',
      { ...doc, paidCents: 2500, paymentOpen: true },
      DUE_STATUS.SETTLED,
    ],
    [
      'paid in part and past expiry',
      { ...doc, paidCents: 1000, expiryDate: '2026-11-01' },
      DUE_STATUS.OVERDUE,
    ],
  ])('%s', (_name, facts, status) => {
    expect(dueStatus(facts, today)).toBe(status);
  });

  it('what is left to pay never goes below zero', () => {
    expect(dueToPayCents({ amountCents: 2500, paidCents: 1000 })).toBe(1500);
    expect(dueToPayCents({ amountCents: 2500, paidCents: 3000 })).toBe(0);
  });

  it('lists open documents first by expiry, settled ones last, newest first', () => {
    const rows = [
      { documentId: 1, status: DUE_STATUS.SETTLED, expiryDate: '2026-01-31' },
      { documentId: 2, status: DUE_STATUS.EXPIRING, expiryDate: '2026-12-31' },
      { documentId: 3, status: DUE_STATUS.OVERDUE, expiryDate: '2026-10-31' },
      { documentId: 4, status: DUE_STATUS.SETTLED, expiryDate: '2026-06-30' },
    ] as const;
    expect([...rows].sort(compareDueDocuments).map((r) => r.documentId)).toEqual([3, 2, 4, 1]);
  });

  it.each([
    ['more than a week before expiry: none yet', { ...doc, expiryDate: '2026-12-04' }, null],
    ['a week before expiry', { ...doc, expiryDate: '2026-12-03' }, 'expiring'],
    ['on its last day', { ...doc, expiryDate: today }, 'expiring'],
    ['past its last day', { ...doc, expiryDate: '2026-11-25' }, 'overdue'],
    ['overdue but being paid', { ...doc, expiryDate: '2026-11-25', paymentOpen: true }, null],
    ['settled', { ...doc, expiryDate: '2026-11-25', paidCents: 2500 }, null],
  ] as const)('reminder: %s', (_name, facts, stage) => {
    expect(dueReminderStage(facts, today)).toBe(stage);
  });

  it('counts calendar days across months and the DST change', () => {
    expect(dayAfter('2026-11-26', 7)).toBe('2026-12-03');
    expect(dayAfter('2026-03-28', 1)).toBe('2026-03-29');
    expect(dayAfter('2026-03-29', 1)).toBe('2026-03-30');
    expect(dayAfter('2026-12-31', 1)).toBe('2027-01-01');
  });
});
