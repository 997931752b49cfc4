// An «html» field of a form (seed 002 §5): a piece of text between fields. The form's definition
// is not sanitised like page content, so its markup is never put in the page: each paragraph is
// read as text (DOMParser runs no script) and shown as a paragraph.
import { useMemo } from 'react';
import css from './forms.module.css';

function paragraphs(html: string): string[] {
  if (typeof DOMParser === 'undefined') return [html.replace(/<[^>]*>/g, ' ').trim()];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.children].map((el) => el.textContent?.trim() ?? '');
  const list = blocks.length ? blocks : [body.textContent?.trim() ?? ''];
  return list.filter(Boolean);
}

export function HtmlText({ html, className }: { html: string; className?: string }) {
  const list = useMemo(() => paragraphs(html), [html]);
  return (
    <div className={`${css.field} ${className ?? ''}`.trim()}>
      {list.map((p, i) => (
        <p key={i} className={css.desc}>
          {p}
        </p>
      ))}
    </div>
  );
}
