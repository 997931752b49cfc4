// The envelope of the commerce API (API-CONTRACT.md): `{ response, data }`, six message arrays.
// The shapes are @sporta/contracts' (envelope.ts), under the names the web has used.
import type {
  Envelope,
  EnvelopeResponse,
  messageErrorSchema,
  messageInfoSchema,
  messageWarningSchema,
} from '@sporta/contracts';
import type { z } from 'zod';

export type ApiMessageError = z.infer<typeof messageErrorSchema>;
export type ApiMessageInfo = z.infer<typeof messageInfoSchema>;
export type ApiMessageWarning = z.infer<typeof messageWarningSchema>;
export type ApiResponseStatus = EnvelopeResponse;
export type ApiEnvelope<T> = Envelope<T>;

export function emptyResponse(status = 0): ApiResponseStatus {
  return {
    status,
    errors: [],
    infos: [],
    warnings: [],
    errorsMessage: [],
    infosMessage: [],
    warningsMessage: [],
  };
}

export function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const response = (value as { response?: unknown }).response;
  return typeof response === 'object' && response !== null && 'status' in response;
}

/** A failed call: the HTTP status (0 when the network failed) and the envelope's response. */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly response: ApiResponseStatus;

  constructor(httpStatus: number, response: ApiResponseStatus, message: string) {
    super(message);
    this.name = 'ApiError';
    this.httpStatus = httpStatus;
    this.response = response;
  }

  get code(): string | undefined {
    return this.response.errors[0]?.code;
  }
}
