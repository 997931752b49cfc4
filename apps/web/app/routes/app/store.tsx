// Mobile app bundle: the route without its server loader (see app/routes.ts).
export { default, meta, clientLoader, ErrorBoundary } from '../store';
