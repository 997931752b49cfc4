// Mobile app bundle: the route without its server loader (see app/routes.ts).
export { default, clientLoader, meta, ErrorBoundary } from '../checkout';
