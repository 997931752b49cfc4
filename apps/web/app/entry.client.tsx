// The browser's entry: hydrates the server-rendered document. No style runtime here: MUI's
// emotion cache comes with MUI's scope (ui/mui-scope.tsx), loaded only where MUI is used. The
// messages that are not the entry pages' come once the browser is idle after hydration (ADR 0016).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { nextTask, whenIdle } from './lib/idle';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The first use of each Web Storage area in a visit opens it: a synchronous round trip to the
// browser process, 10-25 ms on the benchmark machine. React Router reads sessionStorage as it
// starts and the request layer reads localStorage (the client uuid) on its first request. Each
// is opened first, in a task of its own, so that neither cost joins hydration's tasks (ADR 0019).
function openStorage(area: 'sessionStorage' | 'localStorage'): void {
  try {
    void window[area].length;
  } catch {
    // Storage disabled: nothing to open, and both readers cope without it.
  }
}

nextTask(() => {
  openStorage('sessionStorage');
  nextTask(() => {
    openStorage('localStorage');
    nextTask(hydrate);
  });
});

whenIdle(() => void import('./i18n/rest-messages').catch(() => undefined));
