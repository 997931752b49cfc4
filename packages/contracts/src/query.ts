// Query-string helpers: every GET parameter arrives as a string (or an array
// when repeated). Messages are Italian; the server names the field.
import { z } from 'zod';

const intText = /^-?\d+$/;

/** An integer parameter within bounds. */
export function intParam(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(intText, { message: 'deve essere un numero intero' })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { message: `deve essere almeno ${min}` })
        .max(max, { message: `deve essere al massimo ${max}` }),
    );
}

/** Booleans as clients send them: true/false, 1/0, yes/no (case-insensitive). */
export const boolParam = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', ''].includes(v), {
    message: 'deve essere true o false',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** One or more integer ids, repeated keys or comma-joined. */
export const idListParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()))
  .refine((list) => list.every((s) => s === '' || /^\d{1,9}$/.test(s)), {
    message: 'deve contenere solo identificativi numerici',
  })
  .transform((list) => list.filter((s) => s !== '').map(Number));

/** Accepted in any form and otherwise ignored unless it parses (the cache-burst hash). */
export const anyParam = z.union([z.string(), z.array(z.string())]).optional();

export const textParam = (max: number) =>
  z.string().max(max, { message: `deve essere lungo al massimo ${max} caratteri` });

/**
 * An integer in a POST body or query: a JSON number or a numeric string (form-encoded).
 */
export function intValue(min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().regex(intText, { message: 'deve essere un numero intero' })])
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ message: 'deve essere un numero intero' })
        .min(min, { message: `deve essere almeno ${min}` })
        .max(max, { message: `deve essere al massimo ${max}` }),
    );
}

/** A decimal number as JSON number or string ("1,5" and "1.5" alike). */
export function decimalValue(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .transform((s) => Number(s.replace(',', '.'))),
    ])
    .pipe(
      z
        .number({ message: 'deve essere un numero' })
        .refine(Number.isFinite, { message: 'deve essere un numero' })
        .pipe(
          z
            .number()
            .min(min, { message: `deve essere almeno ${min}` })
            .max(max, { message: `deve essere al massimo ${max}` }),
        ),
    );
}

/** A boolean as JSON boolean or text (true/false, 1/0, yes/no). */
export const boolValue = z.union([z.boolean(), boolParam]);
