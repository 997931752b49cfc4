// Route modules of the spec's route map (000 §2), registered as they are implemented.
// Paths not implemented yet fall to the catch-all category route, whose unknown slugs answer
// the real 404 page: nothing pretends to exist.
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The mobile app bundle (SPORTA_TARGET=app, no server) uses thin wrappers without the server
// `loader` export; their client loaders call the API from the device.
const dir = process.env.SPORTA_TARGET === 'app' ? 'routes/app' : 'routes';

export default [
  layout(`${dir}/shop-layout.tsx`, { id: 'shop' }, [
    index(`${dir}/home.tsx`, { id: 'home' }),
    route('product/:slug', `${dir}/product.tsx`, { id: 'product' }),
    route('*', `${dir}/category.tsx`, { id: 'category' }),
  ]),
] satisfies RouteConfig;
