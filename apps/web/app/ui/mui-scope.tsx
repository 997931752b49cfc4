// MUI's theme (and, in the browser, the emotion cache) for the parts of the app styled with
// MUI: the dialogs, menus and toasts loaded on first use, and the pages that are not entry
// pages (ADR 0015). The entry pages — shell, home, category, product — are styled by CSS
// modules and load none of it; this module is only ever imported lazily or by `mui-layout`.
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
// Whatever renders in the scope may show any message: the scope completes the catalogue (ADR 0016).
import '../i18n/rest-messages';
import { createEmotionCache } from './emotion-cache';
import { theme } from './theme';

// The server's cache is the request's (entry.server.tsx extracts the critical CSS from it).
let browserCache: EmotionCache | undefined;

export function MuiScope({ children }: { children: ReactNode }) {
  const themed = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  if (import.meta.env.SSR) return themed;
  browserCache ??= createEmotionCache();
  return <CacheProvider value={browserCache}>{themed}</CacheProvider>;
}

/** The component inside the scope: what `scoped()` resolves lazy modules to. */
export function inScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `InMuiScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
