// Answers that repeat large immutable objects (a 100-line cart carries each line's product, ~2 KB
// of JSON apiece: ~200 KB an answer) are written from cached UTF-8 fragments instead of being
// stringified and encoded again on every call (ADR 0075). Only frozen objects are cached, keyed
// by their identity: the catalogue cache hands out one frozen product per catalogue version,
// price list, date and product (ADR 0048) and drops them all when the version changes, so a
// fragment can never outlive the product it was written from. Unfrozen objects (a product copied
// to mark a line's options) are stringified on each call. The bytes are exactly JSON.stringify's.
import { randomBytes } from 'node:crypto';

const fragments = new WeakMap<object, Buffer>();

/** The JSON of `value` as UTF-8, cached while a frozen `value` lives. */
export function fragmentOf(value: object): Buffer {
  if (!Object.isFrozen(value)) return Buffer.from(JSON.stringify(value));
  let bytes = fragments.get(value);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(value));
    fragments.set(value, bytes);
  }
  return bytes;
}

// A placeholder string stands where a fragment goes. It starts with NUL, which no text of ours
// can hold (the edge refuses it in input, PostgreSQL cannot store it), and carries a per-process
// nonce; JSON.stringify writes it as "\u0000<nonce>:<n>".
const NONCE = randomBytes(6).toString('hex');
const MARK = Buffer.from(`"\\u0000${NONCE}:`);
const QUOTE = 0x22;

/**
 * Collects the objects to splice: `put(object)` answers the placeholder to leave in their place
 * in a copy of the answer; `json(copy)` stringifies the copy and splices the fragments in.
 */
export class FragmentSplicer {
  private readonly objects: (object | Buffer)[] = [];

  put(value: object): string {
    this.objects.push(value);
    return `\u0000${NONCE}:${this.objects.length - 1}`;
  }

  /** Like `put`, with the value's JSON already written as UTF-8 bytes. */
  putBytes(bytes: Buffer): string {
    return this.put(bytes);
  }

  json(copy: unknown): Buffer {
    const bytes = Buffer.from(JSON.stringify(copy));
    const parts: Buffer[] = [];
    let last = 0;
    for (let at = bytes.indexOf(MARK); at !== -1; at = bytes.indexOf(MARK, last)) {
      const close = bytes.indexOf(QUOTE, at + MARK.length);
      const n = Number(bytes.toString('latin1', at + MARK.length, close));
      const value = this.objects[n]!;
      parts.push(bytes.subarray(last, at), Buffer.isBuffer(value) ? value : fragmentOf(value));
      last = close + 1;
    }
    if (!parts.length) return bytes;
    parts.push(bytes.subarray(last));
    return Buffer.concat(parts);
  }
}
