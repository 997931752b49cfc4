import { describe, expect, it } from 'vitest';
import {
  isNoReloadPath,
  RELOAD_AFTER_MS,
  reloadDue,
  shouldReloadOnNavigation,
  VERSION_CHECK_INTERVAL_MS,
} from './version-check';

const base = { runningVersion: 'a1', latestVersion: 'a1', startedAt: 1_000, now: 1_000 };

describe('version check (spec 000 §2, §9)', () => {
  it('keeps the constants of the spec', () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(600_000);
    expect(RELOAD_AFTER_MS).toBe(1_800_000);
  });

  it('is not due while the build is the newest and 30 minutes have not passed', () => {
    expect(reloadDue(base)).toBe(false);
    expect(reloadDue({ ...base, latestVersion: null })).toBe(false);
    expect(reloadDue({ ...base, now: base.startedAt + RELOAD_AFTER_MS - 1 })).toBe(false);
  });

  it('is due when /version.json announces another build', () => {
    expect(reloadDue({ ...base, latestVersion: 'b2' })).toBe(true);
  });

  it('is due 1,800,000 ms after the start, whatever the version', () => {
    expect(reloadDue({ ...base, now: base.startedAt + RELOAD_AFTER_MS })).toBe(true);
    expect(reloadDue({ ...base, latestVersion: null, now: base.startedAt + RELOAD_AFTER_MS })).toBe(true);
  });

  it('reloads on the next navigation to any page but the cart, the checkout and the payment', () => {
    const due = { ...base, latestVersion: 'b2' };
    expect(shouldReloadOnNavigation({ ...due, nextPath: '/' })).toBe(true);
    expect(shouldReloadOnNavigation({ ...due, nextPath: '/product/latte-intero' })).toBe(true);
    expect(shouldReloadOnNavigation({ ...due, nextPath: '/profile/orders' })).toBe(true);
    expect(shouldReloadOnNavigation({ ...due, nextPath: '/carta-e-cancelleria' })).toBe(true);
    for (const nextPath of ['/cart', '/cart/', '/checkout', '/payment', '/cart/payment-completed/12']) {
      expect(shouldReloadOnNavigation({ ...due, nextPath })).toBe(false);
    }
    expect(shouldReloadOnNavigation({ ...base, nextPath: '/' })).toBe(false);
  });

  it('tells the no-reload paths apart from pages that only start alike', () => {
    expect(isNoReloadPath('/cart')).toBe(true);
    expect(isNoReloadPath('/checkout/')).toBe(true);
    expect(isNoReloadPath('/cartoleria')).toBe(false);
    expect(isNoReloadPath('/payments-info')).toBe(false);
  });
});
