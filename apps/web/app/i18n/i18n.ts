// The Italian catalogue and its lookup. `t('a.b', { name })` reads the dotted key, picks the
// `_one` / `_other` plural form from `count` (Italian plural rules) and fills `{{name}}`; a
// missing key answers the key itself. The lookup is synchronous, so server and browser render the
// same text (ADR 0008). `it.json` is the one catalogue; the browser gets it in two parts (ADR
// 0016): the messages the entry pages use come with the entry, the rest with MUI's scope and after
// hydration (`rest-messages.ts`). The server and the dev server hold the whole catalogue.
import entryMessages, { complete as entryComplete } from 'virtual:sporta/messages-entry';
import type it from './it.json';
import { pluralCategory } from './plural';

type Catalogue = typeof it;

/** Dotted paths of the catalogue's strings; plural keys are named without their suffix. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K extends `${infer Base}_${'one' | 'other'}` ? Base : K}`
    : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Paths<Catalogue>;

export type MessageParams = Record<string, string | number | undefined>;

type Messages = { [key: string]: string | Messages };

const messages: Messages = entryMessages;
let complete = entryComplete;

function merge(into: Messages, from: Messages) {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    if (typeof value === 'object' && typeof here === 'object') merge(here, value);
    else into[key] = value;
  }
}

/** Adds the rest of the catalogue to the entry's messages (`rest-messages.ts`). */
export function addMessages(more: Messages): void {
  merge(messages, more);
  complete = true;
}

/** Adds an entry page's own messages (`virtual:sporta/messages-page/<page>`, ADR 0068). */
export function addPageMessages(more: Messages): void {
  merge(messages, more);
}

function lookup(path: string): unknown {
  let node: unknown = messages;
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
    text = lookup(`${key}_${pluralCategory(params.count)}`) ?? lookup(`${key}_other`);
  }
  text ??= lookup(key);
  if (typeof text !== 'string') {
    // An entry module used a message the split did not keep with the entry (a key built at run
    // time from no literal): the browser tests fail on this error.
    if (!complete) console.error(`i18n: '${key}' is not among the entry messages (ADR 0016)`);
    return key;
  }
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
}

/** The translation of an API message code, when the catalogue has one (spec 000 §8). */
export function translateCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  // Codes hold dots ('error.session.expired'): one lookup in the namespace, not a path.
  const codes = messages.codes;
  const text = typeof codes === 'object' ? codes[code] : undefined;
  return typeof text === 'string' ? text : undefined;
}

/** The title of a popup message (spec 000 §8 showInPopupCode), when the catalogue has one. */
export function popupTitle(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const titles = messages.popupTitles;
  const text = typeof titles === 'object' ? titles[code] : undefined;
  return typeof text === 'string' ? text : undefined;
}
