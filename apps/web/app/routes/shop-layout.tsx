// The shop's frame: header with the category menu, the page, the footer.
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/shop-layout';
import { AccountMenu } from '../features/account/components/account-menu';
import { ActingBar } from '../features/backoffice/components/acting-bar';
import { CartButton } from '../features/cart/components/cart-button';
import { getCategoryTree, categoryTreeQueryOptions } from '../features/catalog/api/get-category-tree';
import { Footer } from '../features/navigation/components/footer';
import { Header } from '../features/navigation/components/header';
import { departmentsOf } from '../features/navigation/types';
import { serverRequestOptions } from '../lib/api/server';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { getShopConfig, ShopConfigContext } from '../lib/shop-config';
import { ErrorPage, NotFoundPage } from '../ui/error-pages';
import { CartInfoBar, CartSetupBridge } from './cart-setup-bridge';
import css from './shop-layout.module.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const options = serverRequestOptions(request, context);
  const [categories, config] = await Promise.all([
    getCategoryTree(options).catch(() => []),
    getShopConfig(options),
  ]);
  return { departments: departmentsOf(categories), config };
}

export async function clientLoader() {
  const [envelope, config] = await Promise.all([
    (await loadQueryClient()).ensureQueryData(categoryTreeQueryOptions()).catch(() => undefined),
    getShopConfig(),
  ]);
  return { departments: departmentsOf(envelope?.data.categories ?? []), config };
}

// The menu and the shop's configuration do not change with the page: load them once per visit.
export function shouldRevalidate() {
  return false;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShopConfigContext.Provider value={loaderData.config}>
      <CartSetupBridge>
        <div className={css.frame}>
          <ActingBar />
          <Header
            categories={loaderData.departments}
            account={<AccountMenu />}
            cart={<CartButton />}
            delivery={<CartInfoBar placement="header" />}
          />
          <CartInfoBar placement="below" />
          <main id="main" tabIndex={-1} className={css.main}>
            <Outlet />
          </main>
          <Footer categories={loaderData.departments} />
        </div>
      </CartSetupBridge>
    </ShopConfigContext.Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />;
}
