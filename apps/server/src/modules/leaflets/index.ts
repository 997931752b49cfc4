// The leaflets module's public face.
export { LeafletService } from './leaflets.service';
export type { LeafletWrite } from './leaflets.repository';
export { pageBoxes, productsPerPage, toArea } from './leaflet-layout';
export { LeafletRepository } from './leaflets.repository';
export { LeafletAdminService } from './leaflet-admin.service';
