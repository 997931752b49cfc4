// ADR 0015: the entry pages (shell, home, category, product) are styled by CSS modules and
// load no MUI or emotion before they are interactive. The walk of scripts/entry-graph.ts follows
// the static imports from the browser entry and the entry routes (dynamic `import()` and
// `import type` are not followed: those load later or not at all); this fails with the chain
// that reaches a forbidden package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryGraph } from '../scripts/entry-graph';
import { brand } from './ui/brand';

const app = path.dirname(new URL(import.meta.url).pathname);
const forbidden = /^@(mui|emotion)\//;

describe('entry pages (ADR 0015)', () => {
  it('import nothing from MUI or emotion before they are interactive', () => {
    const problems = entryGraph(app, 'none')
      .packages.filter((p) => forbidden.test(p.specifier))
      .map((p) => `${p.chain.join(' → ')} → ${p.specifier}`);
    expect(problems).toEqual([]);
  });

  it('style with the brand colours of ui/brand.ts', () => {
    const css = readFileSync(path.join(app, 'ui', 'base.css'), 'utf8');
    const token = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim();
    expect({
      red: token('c-red'),
      redDark: token('c-red-dark'),
      blue: token('c-blue'),
      ink: token('c-ink'),
      muted: token('c-muted'),
      surface: token('c-surface'),
      promo: token('c-promo'),
    }).toEqual(brand);
  });
});
