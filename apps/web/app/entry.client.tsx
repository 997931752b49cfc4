// The browser's entry: hydrates the server-rendered document. No style runtime here: MUI's
// emotion cache comes with MUI's scope (ui/mui-scope.tsx), loaded only where MUI is used. The
// messages that are not the entry pages' come once the browser is idle after hydration (ADR 0016).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { whenIdle } from './lib/idle';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

whenIdle(() => void import('./i18n/rest-messages').catch(() => undefined));
