// One emotion cache per render on the server, one per page in the browser; `prepend` puts
// MUI's styles first so that the server-extracted critical CSS and the client agree.
import createCache from '@emotion/cache';

export function createEmotionCache(nonce?: string) {
  return createCache({ key: 'css', prepend: true, nonce });
}
