// The error boundary shared by page routes: rendered inside the shop frame.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { ErrorPage, NotFoundPage } from '../ui/error-pages';

export function PageErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="container">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />}
    </div>
  );
}

export function errorMeta(error: unknown) {
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? t('notFound.title') : t('errorPage.title');
  return [...seoMeta({ title }), { name: 'robots', content: 'noindex' }];
}
