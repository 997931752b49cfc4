// Mobile app bundle: the route without its server loader (see app/routes.ts).
import Page from '../leaflet';

export { meta, clientLoader, ErrorBoundary } from '../leaflet';
export default Page;
