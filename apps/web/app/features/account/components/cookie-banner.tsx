// The cookie consent banner of the first visit (spec 000 §3, §9). Nothing is server-rendered:
// once the browser is idle after hydration, when no choice is saved, the banner's module is
// loaded and shown.
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/idle';
import { readCookiePreferences } from '../session';

const CookieConsent = lazy(() => import('./cookie-consent'));

export function CookieBanner() {
  const [ask, setAsk] = useState(false);
  // Once the browser is idle: the banner's module (with MUI) is not part of hydrating the page.
  useEffect(() => whenIdle(() => setAsk(!readCookiePreferences()), 2000), []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
