// Mobile app bundle: the route without its server loader (see app/routes.ts).
import Page from '../leaflets';

export { meta, clientLoader, ErrorBoundary } from '../leaflets';
export default Page;
