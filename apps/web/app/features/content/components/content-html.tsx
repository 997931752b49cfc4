// The HTML body of a page or post. The server sanitised it when it was stored (sanitize-html:
// no script, no event handler, no javascript: URL), so it is rendered as it is. Links inside it
// follow seed 002 "Links found in content" in its basic form: site paths are routed inside the
// app (a leading /shop is stripped), /p/ and /photo/ paths and other sites open in a new window.
// A form shortcode (`[ninja_form id=N]`) is cut out of the HTML and rendered by the `form` part the
// route hands in (forms are another feature's, ADR 0044); without that part it shows nothing.
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { splitShortcodes } from '../shortcodes';
import css from './content.module.css';

/** What renders an embedded form (the route hands in the forms feature's embed). */
export type FormPart = (formId: number) => ReactNode;

const NEW_WINDOW = /^\/(p|photo2?)\//;

export function ContentHtml({
  html,
  className,
  form,
}: {
  html: string;
  className?: string;
  form?: FormPart;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target) return;
      if (href.startsWith('#')) return;
      let url: URL;
      try {
        url = new URL(href, window.location.href);
      } catch {
        return;
      }
      if (url.origin !== window.location.origin || NEW_WINDOW.test(url.pathname)) {
        if (url.protocol === 'http:' || url.protocol === 'https:') {
          event.preventDefault();
          window.open(url.toString(), '_blank', 'noopener,noreferrer');
        }
        return;
      }
      event.preventDefault();
      navigate(`${url.pathname.replace(/^\/shop(?=\/)/, '')}${url.search}${url.hash}`);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [navigate]);
  const parts = splitShortcodes(html);
  const bodyClass = className ? `${css.body} ${className}` : css.body;
  if (parts.length === 1 && parts[0]!.kind === 'html')
    return (
      <div
        ref={ref}
        className={bodyClass}
        data-testid="content-body"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  return (
    <div ref={ref} className={bodyClass} data-testid="content-body">
      {parts.map((part, i) =>
        part.kind === 'html' ? (
          <div key={i} dangerouslySetInnerHTML={{ __html: part.html }} />
        ) : (
          <Fragment key={i}>{form?.(part.formId) ?? null}</Fragment>
        ),
      )}
    </div>
  );
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of a WordPress `*.rendered` field that holds no markup (a title): entities decoded. */
export function renderedText(rendered: string): string {
  return rendered.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return NAMED[code.toLowerCase()] ?? m;
  });
}
