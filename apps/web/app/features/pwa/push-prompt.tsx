// A push message that arrives while the shop is in the foreground (seed 000 §4): the service
// worker hands it to the page (public/push-sw.js) and the page asks «Vuoi aprire…?» before
// navigating to its nav_to. A native modal dialog: focus stays inside, Esc closes it.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_CHANGED_EVENT, isMarkedLoggedIn } from '../../lib/api/identity';
import { PUSH_MESSAGE_TYPE, pushSupported, registerPush, type ForegroundPush } from '../../lib/push';
import styles from './update-bar.module.css';

function isForegroundPush(data: unknown): data is ForegroundPush {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === PUSH_MESSAGE_TYPE &&
    typeof (data as { title?: unknown }).title === 'string'
  );
}

export function PushPrompt() {
  const navigate = useNavigate();
  const [message, setMessage] = useState<ForegroundPush | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    // A logged customer whose browser already allows notifications: the registration is renewed
    // (at start, and when the session is found logged in).
    const renew = () => {
      if (isMarkedLoggedIn() && Notification.permission === 'granted')
        void navigator.serviceWorker.ready.then(() => registerPush({ ask: false }));
    };
    renew();
    const onMessage = (event: MessageEvent) => {
      if (isForegroundPush(event.data)) setMessage(event.data);
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    window.addEventListener(AUTH_CHANGED_EVENT, renew);
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage);
      window.removeEventListener(AUTH_CHANGED_EVENT, renew);
    };
  }, []);

  useEffect(() => {
    if (message && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [message]);

  if (!message) return null;
  const close = () => {
    dialog.current?.close();
    setMessage(null);
  };
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="push-prompt-title"
      aria-describedby="push-prompt-body"
      onClose={() => setMessage(null)}
      data-testid="push-prompt"
    >
      <h2 id="push-prompt-title" className={styles.dialogTitle}>
        {message.title}
      </h2>
      <p id="push-prompt-body">{message.body}</p>
      {message.nav_to ? <p>Vuoi aprire la pagina della notifica?</p> : null}
      <div className={styles.dialogActions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {message.nav_to ? 'No, grazie' : 'Chiudi'}
        </button>
        {message.nav_to ? (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              const to = message.nav_to!;
              close();
              void navigate(to);
            }}
          >
            Apri
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
