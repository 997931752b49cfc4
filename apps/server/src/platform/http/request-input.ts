// POST calls take their fields from the query string, a form-encoded body or a
// JSON body alike (API-CONTRACT.md): merge them and validate with one schema.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors';
import { issueMessage } from './field-message';

export function readInput<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (!parsed.success) throw AppError.validation('error.validation', issueMessage(parsed.error.issues[0]));
  return parsed.data;
}

/** Loose schema for POST documentation: fields may come in the query or the body. */
export const anyObject = { type: 'object', additionalProperties: true } as const;
