// Loader data that travels as one JSON string (ADR 0020). React Router sends a page's loader
// data inline in turbo-stream's format, and the browser decodes it value by value, with two
// closures per object key, in the task that starts hydration: for a grid of 24 products that
// is most of that task. A packed value is one string to that decoder; the page parses it with
// the browser's native JSON.parse when it renders. Only for JSON data: no Date, Map or undefined
// inside (a key whose value is undefined is dropped, as JSON drops it).
import { useMemo } from 'react';

declare const packedType: unique symbol;

/** `T` as a JSON string; the type remembers what it holds. */
export type Packed<T> = string & { readonly [packedType]: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

export function unpack<T>(value: Packed<T>): T {
  return JSON.parse(value) as T;
}

/** The value a packed loader field holds, parsed once per value. */
export function useUnpacked<T>(value: Packed<T>): T {
  return useMemo(() => unpack(value), [value]);
}
