// Receives the notification helper's messages. notistack and the dialog are loaded on the first
// message only, which keeps them out of the JavaScript needed before the page is interactive.
import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeNotifications, type Notification } from '../lib/notify/notify';
import { scoped } from './scoped';

const Toasts = lazy(scoped(() => import('./toasts')));
const MessageDialog = lazy(scoped(() => import('./dialogs/message-dialog')));

export function NotificationHost() {
  const [toasts, setToasts] = useState<(Notification & { id: number })[]>([]);
  const [popups, setPopups] = useState<Notification[]>([]);
  // Loaded with the first toast, then kept: unmounting the provider would drop the toasts on screen.
  const [toastsLoaded, setToastsLoaded] = useState(false);

  useEffect(() => {
    let next = 0;
    return subscribeNotifications((n) => {
      if (n.popup) setPopups((p) => [...p, n]);
      else {
        setToastsLoaded(true);
        setToasts((list) => [...list, { ...n, id: ++next }]);
      }
    });
  }, []);

  return (
    <Suspense fallback={null}>
      {toastsLoaded && (
        <Toasts
          items={toasts}
          onShown={(ids) => setToasts((list) => list.filter((item) => !ids.includes(item.id)))}
        />
      )}
      {popups[0] && <MessageDialog notification={popups[0]} onClose={() => setPopups((p) => p.slice(1))} />}
    </Suspense>
  );
}
