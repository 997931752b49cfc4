// The shop's frame: header with the category menu, the page, the footer.
import Box from '@mui/material/Box';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import type { Route } from './+types/shop-layout';
import { AccountMenu } from '../features/account/components/account-menu';
import { CartButton } from '../features/cart/components/cart-button';
import { getCategoryTree, categoryTreeQueryOptions } from '../features/catalog/api/get-category-tree';
import { Footer } from '../features/navigation/components/footer';
import { Header } from '../features/navigation/components/header';
import { menuTree } from '../features/navigation/types';
import { serverRequestOptions } from '../lib/api/server';
import { loadQueryClient } from '../lib/api/lazy-query-client';
import { ErrorPage, NotFoundPage } from '../ui/error-pages';
import { CartInfoBar, CartSetupBridge } from './cart-setup-bridge';

export async function loader({ request, context }: Route.LoaderArgs) {
  const categories = await getCategoryTree(serverRequestOptions(request, context)).catch(() => []);
  return { categories: menuTree(categories) };
}

export async function clientLoader() {
  const envelope = await (
    await loadQueryClient()
  )
    .ensureQueryData(categoryTreeQueryOptions())
    .catch(() => undefined);
  return { categories: menuTree(envelope?.data.categories ?? []) };
}

// The menu does not change with the page: load it once per visit.
export function shouldRevalidate() {
  return false;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CartSetupBridge>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header categories={loaderData.categories} account={<AccountMenu />} cart={<CartButton />} />
        <CartInfoBar />
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          <Outlet />
        </Box>
        <Footer categories={loaderData.categories} />
      </Box>
    </CartSetupBridge>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ErrorPage error={error} />;
}
