// Error boundary pages: the 404 ('Pagina non trovata', spec 000 §8) and a generic failure that
// shows the envelope's message, never a blank page.
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

export function ErrorPage({ error }: { error: unknown }) {
  return (
    <div className={css.page} role="alert">
      <h1>{t('errorPage.title')}</h1>
      <p className={css.text}>{errorMessage(error, t('errors.generic'))}</p>
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
