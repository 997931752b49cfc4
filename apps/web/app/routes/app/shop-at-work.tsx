// Mobile app bundle: the route without its server loader (see app/routes.ts). The page is
// imported and exported again, not re-exported: React Router hands `loaderData` to the
// component of an `export default` only.
import Page from '../shop-at-work';

export { clientLoader, meta, ErrorBoundary } from '../shop-at-work';
export default Page;
