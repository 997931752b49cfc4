// Where to send the browser back after a sign-in: a path of this site only (never another site,
// never `//host` nor a backslash a browser reads as one), else the fallback.
export function safeRelay(url: unknown, fallback = '/'): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return fallback;
  return url.length > 500 ? fallback : url;
}
