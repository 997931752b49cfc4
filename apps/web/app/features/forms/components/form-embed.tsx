// Where content embeds a form (a page's `[ninja_form id=N]`, a static-text or form-detail block):
// the form itself is a lazily loaded chunk, fetched in the browser once the page is interactive,
// so that pages without forms (the home page by default) carry none of its code. Nothing is
// rendered on the server: the definition and its nonce are per visitor.
import { lazy, Suspense, useEffect, useState } from 'react';

const DynamicForm = lazy(() => import('./dynamic-form'));

export function FormEmbed({ formId }: { formId: number }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <DynamicForm formId={formId} />
    </Suspense>
  );
}

/** The part a route hands to content and blocks to render an embedded form. */
export const formEmbed = (formId: number) => <FormEmbed key={formId} formId={formId} />;
