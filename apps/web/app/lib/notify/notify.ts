// The notification helper (spec 000 §8): toasts through notistack, popups for the listed codes.
// Anything can publish; the NotificationHost of app/ui subscribes once in the browser.

export type NotifyLevel = 'error' | 'warning' | 'info' | 'success';

export interface Notification {
  level: NotifyLevel;
  message: string;
  code?: string;
  /** Open a dialog instead of a toast. */
  popup: boolean;
}

/** Codes shown in a popup instead of a toast (spec 000 §8, 001 §8). */
export const POPUP_CODES: ReadonlySet<string> = new Set([
  'msg.cart.availability.errors',
  'error.registration.fiscal_code.not_valid',
  'error.registration.need_password_reset',
  'error.checkout.missing_billing_data',
  'error.registration.registration_not_confirmed',
  'error.registration.registration_not_confirmed_pwd',
  'error.icsmallcart.error.product.not.available',
  'info.cart.changetimeslot.recalculated',
  'info.order.reopen',
]);

type Listener = (n: Notification) => void;
const listeners = new Set<Listener>();
const backlog: Notification[] = [];

/** Messages kept across a full page load (login reloads the app): shown by the next page. */
const PENDING_KEY = 'sporta-pending-notifications';

export function notifyAfterReload(level: NotifyLevel, messages: string[]): void {
  if (typeof window === 'undefined' || !messages.length) return;
  try {
    window.sessionStorage.setItem(
      PENDING_KEY,
      JSON.stringify(messages.map((message) => ({ level, message }))),
    );
  } catch {
    // storage unavailable: the messages are lost, nothing else
  }
}

function takePending(): Notification[] {
  try {
    const raw = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
    const list = raw ? (JSON.parse(raw) as { level: NotifyLevel; message: string }[]) : [];
    return list.map((n) => ({ level: n.level, message: String(n.message), popup: false }));
  } catch {
    return [];
  }
}

export function subscribeNotifications(listener: Listener): () => void {
  listeners.add(listener);
  for (const n of [...takePending(), ...backlog.splice(0)]) listener(n);
  return () => listeners.delete(listener);
}

export function notify(level: NotifyLevel, message: string, code?: string): void {
  if (typeof window === 'undefined' || !message) return;
  const n: Notification = { level, message, code, popup: code !== undefined && POPUP_CODES.has(code) };
  if (listeners.size === 0) {
    backlog.push(n);
    return;
  }
  for (const l of listeners) l(n);
}
