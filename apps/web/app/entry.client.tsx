// The browser's entry: hydrates the server-rendered document. No style runtime here: MUI's
// emotion cache comes with MUI's scope (ui/mui-scope.tsx), loaded only where MUI is used.
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
