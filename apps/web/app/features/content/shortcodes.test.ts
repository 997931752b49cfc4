import { describe, expect, it } from 'vitest';
import { splitShortcodes } from './shortcodes';

describe('splitShortcodes', () => {
  it('cuts the HTML around a shortcode alone in its paragraph', () => {
    expect(splitShortcodes('<h2>Domanda</h2><p>Compila:</p>\n<p>[ninja_form id=2]</p>\n<p>Fine</p>')).toEqual(
      [
        { kind: 'html', html: '<h2>Domanda</h2><p>Compila:</p>\n' },
        { kind: 'form', formId: 2 },
        { kind: 'html', html: '\n<p>Fine</p>' },
      ],
    );
  });

  it('reads quoted ids and shortcodes inside text, and keeps HTML without shortcodes whole', () => {
    expect(splitShortcodes('<p>Scrivici [ninja_form id="12" title=false]</p>')).toEqual([
      { kind: 'html', html: '<p>Scrivici ' },
      { kind: 'form', formId: 12 },
      { kind: 'html', html: '</p>' },
    ]);
    expect(splitShortcodes('<p>[ninja_form id=1]</p>')).toEqual([{ kind: 'form', formId: 1 }]);
    expect(splitShortcodes('<p>Solo testo</p>')).toEqual([{ kind: 'html', html: '<p>Solo testo</p>' }]);
    expect(splitShortcodes('<p>[ninja_form]</p>')).toEqual([{ kind: 'html', html: '<p>[ninja_form]</p>' }]);
  });
});
