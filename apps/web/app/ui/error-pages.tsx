// Error boundary pages: the 404 ('Pagina non trovata', spec 000 §8) and a generic failure that
// shows the envelope's message, never a blank page. Without a connection (a page never seen, opened
// from the installed app offline) the failure says so, as the service worker's offline page does.
import { useSyncExternalStore } from 'react';
import { t } from '../i18n/i18n';
import { Link } from 'react-router';
import { ApiError } from '../lib/api/envelope';
import css from './error-pages.module.css';

export function NotFoundPage() {
  return (
    <div className={`${css.page} ${css.notFound}`} data-testid="not-found">
      <p aria-hidden className={css.code}>
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className={css.text}>{t('notFound.text')}</p>
      <div className={css.actions}>
        <Link to="/" className={`${css.button} ${css.contained} ${css.large}`}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    if (typeof data === 'object' && data !== null && 'message' in data)
      return String((data as { message: unknown }).message);
  }
  return fallback;
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it has a connection (always on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const online = useOnline();
  return (
    <div className={css.page} role="alert">
      <h1>{online ? t('errorPage.title') : t('errorPage.offlineTitle')}</h1>
      <p className={css.text}>
        {online ? errorMessage(error, t('errors.generic')) : t('errorPage.offlineText')}
      </p>
      <div className={css.actions}>
        <button
          type="button"
          className={`${css.button} ${css.outlined}`}
          onClick={() => window.location.reload()}
        >
          {t('errorPage.retry')}
        </button>
        <Link to="/" className={`${css.button} ${css.contained}`}>
          {t('notFound.backHome')}
        </Link>
      </div>
    </div>
  );
}
