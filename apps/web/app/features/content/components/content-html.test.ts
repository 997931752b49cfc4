// The content body with an embedded form: the shortcode's text never reaches the page, the form
// part the route hands in renders where it stood, and a body without a part drops the shortcode.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentHtml } from './content-html';

const html = '<p>Compila la domanda qui sotto.</p>\n<p>[ninja_form id=2]</p>\n<p>Grazie.</p>';
const render = (props: Parameters<typeof ContentHtml>[0]) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ContentHtml, props)));

describe('ContentHtml', () => {
  it('renders the form part where the shortcode stood', () => {
    const out = render({ html, form: (id) => createElement('form', { 'data-form': id }) });
    expect(out).not.toContain('[ninja_form');
    expect(out.indexOf('Compila')).toBeLessThan(out.indexOf('data-form="2"'));
    expect(out.indexOf('data-form="2"')).toBeLessThan(out.indexOf('Grazie.'));
  });

  it('drops the shortcode when no form part is given, and keeps plain HTML as it is', () => {
    expect(render({ html })).not.toContain('ninja_form');
    expect(render({ html: '<p>Solo testo</p>' })).toMatch(
      /^<div class="[^"]*" data-testid="content-body"><p>Solo testo<\/p><\/div>$/,
    );
  });
});
