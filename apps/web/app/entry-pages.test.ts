// ADR 0015: the entry pages (shell, home, category, product) are styled by CSS modules and
// load no MUI or emotion before they are interactive. This walks the static imports from the
// browser entry and the entry routes (dynamic `import()` and `import type` are not followed:
// those load later or not at all) and fails with the chain that reaches a forbidden package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from './ui/brand';

const app = path.dirname(new URL(import.meta.url).pathname);
const entries = [
  'entry.client.tsx',
  'root.tsx',
  'routes/shop-layout.tsx',
  'routes/home.tsx',
  'routes/category.tsx',
  'routes/product.tsx',
];
const forbidden = /^@(mui|emotion)\//;

function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers: string[] = [];
  const pattern = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a directory
      }
    }
  }
  return undefined;
}

function forbiddenChains(): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      const here = [...chain, path.relative(app, file)];
      if (forbidden.test(specifier)) problems.push(`${here.join(' → ')} → ${specifier}`);
      else if (specifier.startsWith('.') && !specifier.endsWith('.css')) {
        const next = resolveLocal(file, specifier);
        if (next) walk(next, here);
      }
    }
  };
  for (const entry of entries) walk(path.join(app, entry), []);
  return problems;
}

describe('entry pages (ADR 0015)', () => {
  it('import nothing from MUI or emotion before they are interactive', () => {
    expect(forbiddenChains()).toEqual([]);
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
