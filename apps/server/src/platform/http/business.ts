// The one helper for expected refusals: HTTP 200, status 1, a stable code and an Italian message.
import { AppError } from '../errors';

export function business(code: string, message: string, data?: unknown): AppError {
  return AppError.business(code, message, data === undefined ? undefined : { data });
}
