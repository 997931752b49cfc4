// One error type for the whole server. Expected outcomes carry a stable code
// and an Italian message; the error handler maps the kind to the HTTP status.

export type ErrorKind =
  | 'business' // HTTP 200, status != 0: a rule refused the request
  | 'validation' // 400
  | 'unauthorized' // 401
  | 'sessionExpired' // 419
  | 'forbidden' // 403
  | 'notFound' // 404
  | 'conflict' // 409
  | 'unprocessable' // 422
  | 'payloadTooLarge' // 413
  | 'rateLimited' // 429
  | 'internal'; // 500

const statusOfKind: Record<ErrorKind, number> = {
  business: 200,
  validation: 400,
  unauthorized: 401,
  sessionExpired: 419,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  payloadTooLarge: 413,
  rateLimited: 429,
  internal: 500,
};

export const GENERIC_FAILURE = 'Si è verificato un errore, riprova tra qualche minuto.';
export const SESSION_EXPIRED = 'La sessione è scaduta, si prega di rieffettuare il login per continuare.';

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly code: string;
  /** Business status in the envelope (response.status); 1 unless a rule says otherwise. */
  readonly status: number;
  readonly data: unknown;
  readonly headers: Record<string, string>;

  constructor(
    kind: ErrorKind,
    code: string,
    message: string,
    options: { status?: number; data?: unknown; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.code = code;
    this.status = options.status ?? 1;
    this.data = options.data ?? null;
    this.headers = options.headers ?? {};
  }

  get httpStatus(): number {
    return statusOfKind[this.kind];
  }

  static business(code: string, message: string, options?: { status?: number; data?: unknown }) {
    return new AppError('business', code, message, options);
  }
  static validation(code: string, message: string) {
    return new AppError('validation', code, message);
  }
  static notFound(message = 'La risorsa richiesta non esiste.', code = 'error.not_found') {
    return new AppError('notFound', code, message);
  }
  static forbidden(message = 'Non hai i permessi per questa operazione.', code = 'error.forbidden') {
    return new AppError('forbidden', code, message);
  }
  static unauthorized(message = 'Per continuare devi effettuare il login.', code = 'error.auth.required') {
    return new AppError('unauthorized', code, message);
  }
  static sessionExpired() {
    return new AppError('sessionExpired', 'error.session.expired', SESSION_EXPIRED);
  }
}
