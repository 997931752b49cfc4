// The cookie consent banner of the first visit (spec 000 §3, §9). Nothing is server-rendered:
// after hydration, when no choice is saved, the banner's module is loaded and shown.
import { lazy, Suspense, useEffect, useState } from 'react';
import { readCookiePreferences } from '../session';

const CookieConsent = lazy(() => import('./cookie-consent'));

export function CookieBanner() {
  const [ask, setAsk] = useState(false);
  useEffect(() => {
    if (!readCookiePreferences()) setAsk(true);
  }, []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  );
}
