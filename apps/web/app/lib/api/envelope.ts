// The envelope of the commerce API (API-CONTRACT.md): `{ response, data }`, six message arrays.
// TODO(contracts): switch to the zod schemas of @sporta/contracts once they are published there.

export interface ApiMessageError {
  code: string;
  error: string;
}
export interface ApiMessageInfo {
  code: string;
  info: string;
}
export interface ApiMessageWarning {
  code: string;
  warning: string;
}

export interface ApiResponseStatus {
  status: number;
  errors: ApiMessageError[];
  infos: ApiMessageInfo[];
  warnings: ApiMessageWarning[];
  errorsMessage: string[];
  infosMessage: string[];
  warningsMessage: string[];
}

export interface ApiEnvelope<T> {
  response: ApiResponseStatus;
  data: T;
}

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
