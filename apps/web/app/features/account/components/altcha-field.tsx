// The bot check (spec 000 §2, issue 5): the self-hosted ALTCHA widget, loaded only on the pages
// that need it. It solves the server's challenge (GET altcha/challenge) in a same-origin worker
// (the strict-CSP build: no blob: workers) and hands the payload to the form, which sends it as
// token_recaptcha. A payload is accepted once: `resetKey` asks for a fresh one after a submit.
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import type { AltchaWidgetElement } from 'altcha';
import { apiUrl } from '../../../lib/api/client';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- JSX typing of a custom element
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        language?: string;
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        name?: string;
      };
    }
  }
}

let loading: Promise<void> | undefined;

function loadWidget(): Promise<void> {
  loading ??= (async () => {
    const [, , , worker] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/i18n/it'),
      import('altcha/workers/sha?worker'),
    ]);
    const registry = (globalThis as unknown as { $altcha: { algorithms: Map<string, () => Worker> } })
      .$altcha;
    const ShaWorker = worker.default;
    for (const name of ['SHA-256', 'SHA-384', 'SHA-512'])
      registry.algorithms.set(name, () => new ShaWorker());
  })();
  return loading;
}

interface Props {
  onToken: (token: string | undefined) => void;
  /** Change it to discard the used payload and solve a new challenge. */
  resetKey: number;
}

export function AltchaField({ onToken, resetKey }: Props) {
  const ref = useRef<AltchaWidgetElement | null>(null);
  const [ready, setReady] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let alive = true;
    void loadWidget().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const onState = (e: Event) => {
      const detail = (e as CustomEvent<{ state: string; payload?: string }>).detail;
      onTokenRef.current(detail.state === 'verified' ? detail.payload : undefined);
    };
    el.addEventListener('statechange', onState);
    return () => el.removeEventListener('statechange', onState);
  }, [ready]);

  useEffect(() => {
    const el = ref.current;
    if (!ready || !el || resetKey === 0) return;
    onTokenRef.current(undefined);
    el.reset();
    void el.verify().catch(() => undefined);
  }, [ready, resetKey]);

  return (
    <Box sx={{ my: 1, minHeight: 70, '& altcha-widget': { display: 'block', maxWidth: 320 } }}>
      {ready && (
        <altcha-widget
          ref={ref}
          challenge={apiUrl('altcha/challenge')}
          language="it"
          auto="onload"
          name="token_recaptcha"
        />
      )}
    </Box>
  );
}
