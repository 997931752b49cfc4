// The browser's entry: hydrates the server-rendered document. No style runtime here: MUI's
// emotion cache comes with MUI's scope (ui/mui-scope.tsx), loaded only where MUI is used. The
// messages that are not the entry pages' come once the browser is idle after hydration (ADR 0016).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

const idle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000);
idle(() => void import('./i18n/rest-messages').catch(() => undefined));
