// The envelope of API-CONTRACT.md: exactly `response` and `data`, six arrays.

export interface MessageError {
  code: string;
  error: string;
}
export interface MessageInfo {
  code: string;
  info: string;
}
export interface MessageWarning {
  code: string;
  warning: string;
}

export interface EnvelopeResponse {
  status: number;
  errors: MessageError[];
  infos: MessageInfo[];
  warnings: MessageWarning[];
  errorsMessage: string[];
  infosMessage: string[];
  warningsMessage: string[];
}

export interface Envelope<T> {
  response: EnvelopeResponse;
  data: T;
}

export interface Messages {
  errors?: { code: string; message: string }[];
  infos?: { code: string; message: string }[];
  warnings?: { code: string; message: string }[];
}

export function envelope<T>(data: T, messages: Messages = {}, status = 0): Envelope<T> {
  const errors = messages.errors ?? [];
  const infos = messages.infos ?? [];
  const warnings = messages.warnings ?? [];
  return {
    response: {
      status,
      errors: errors.map((m) => ({ code: m.code, error: m.message })),
      infos: infos.map((m) => ({ code: m.code, info: m.message })),
      warnings: warnings.map((m) => ({ code: m.code, warning: m.message })),
      errorsMessage: errors.map((m) => m.message),
      infosMessage: infos.map((m) => m.message),
      warningsMessage: warnings.map((m) => m.message),
    },
    data,
  };
}

export function failure(code: string, message: string, status = 1, data: unknown = null): Envelope<unknown> {
  return envelope(data, { errors: [{ code, message }] }, status);
}
