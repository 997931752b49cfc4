// The Italian catalogue and its lookup: one synchronous catalogue, so that server and browser
// render the same text. `t('a.b', { name })` reads the dotted key, picks the `_one` / `_other`
// plural form from `count` (Italian plural rules) and fills `{{name}}`; a missing key answers
// the key itself. See docs/decisions/0008-web-performance-budget.md.
import it from './it.json';

export const catalogue = it;

type Catalogue = typeof it;

/** Dotted paths of the catalogue's strings; plural keys are named without their suffix. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Catalogue>;

export type MessageParams = Record<string, string | number | undefined>;

const plural = new Intl.PluralRules('it-IT');

function lookup(path: string): unknown {
  let node: unknown = it;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** The catalogue's text for `key`, with `{{param}}` placeholders filled. */
export function t(key: MessageKey, params?: MessageParams): string {
  let text: unknown;
  if (typeof params?.count === 'number') {
    text = lookup(`${key}_${plural.select(params.count)}`) ?? lookup(`${key}_other`);
  }
  text ??= lookup(key);
  if (typeof text !== 'string') return key;
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
}

/** The translation of an API message code, when the catalogue has one (spec 000 §8). */
export function translateCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const codes: Record<string, string> = it.codes;
  return codes[code];
}
