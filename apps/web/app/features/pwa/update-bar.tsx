// The app's own pieces of the installable web app (ADR 0049): the service worker, its update
// bar, the version check and the foreground push dialog. Mounted once by the document's root.
import { useEffect, useState } from 'react';
import { registerServiceWorker, versionCheckEnabled } from './service-worker';
import { useVersionCheck } from './use-version-check';
import { PushPrompt } from './push-prompt';
import styles from './update-bar.module.css';

export function AppUpdates() {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    setEnabled(versionCheckEnabled());
    return registerServiceWorker((run) => setActivate(() => run));
  }, []);
  useVersionCheck(enabled);
  return (
    <>
      {enabled ? <PushPrompt /> : null}
      {activate ? (
        <div className={styles.bar} role="status" data-testid="update-bar">
          <span>È disponibile una nuova versione</span>
          <button type="button" className={styles.button} onClick={activate}>
            Aggiorna
          </button>
        </div>
      ) : null}
    </>
  );
}
