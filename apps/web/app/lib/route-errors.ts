// Turns API failures of a loader into route errors: a 404 envelope (or an empty answer)
// becomes the 404 page with HTTP status 404; any other failure keeps the API's message
// (errors thrown as data survive the production build's error sanitising).
import { data } from 'react-router';
import { ApiError } from './api/envelope';

export function notFound(): never {
  throw data({ message: 'not found' }, { status: 404 });
}

/** `?page=N` of a paged list (the blog, the recipes): 1 when absent, the 404 page when not a page. */
export function listPage(url: string): number {
  const raw = new URL(url).searchParams.get('page') ?? '1';
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1) notFound();
  return Number(raw);
}

export function asRouteError(error: unknown): unknown {
  if (error instanceof ApiError) {
    const status = error.httpStatus >= 400 ? error.httpStatus : error.httpStatus === 0 ? 503 : 502;
    return data({ message: error.message }, { status });
  }
  return error;
}

export async function loadOr404<T>(load: Promise<T>): Promise<NonNullable<T>> {
  let value: T;
  try {
    value = await load;
  } catch (error) {
    if (error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 400)) notFound();
    throw asRouteError(error);
  }
  if (value === null || value === undefined) notFound();
  return value as NonNullable<T>;
}
