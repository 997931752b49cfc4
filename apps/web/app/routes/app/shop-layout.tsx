// Mobile app bundle: the route without its server loader (see app/routes.ts).
export { default, clientLoader, shouldRevalidate, ErrorBoundary } from '../shop-layout';
