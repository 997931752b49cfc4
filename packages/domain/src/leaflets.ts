// Leaflet constants of seed 002 §9 and the path of a leaflet's shop page (seed 002 §2).

/** Leaflet type 2 is the weekly volantino; every other type is a catalogo soci. */
export const LEAFLET_TYPE_VOLANTINO = 2;
/** The media of format 12 is a leaflet's cover. */
export const LEAFLET_COVER_FORMAT = 12;

/** /volantini/<key> for a volantino, /catalogo-soci/<key> for any other type. */
export function leafletPath(leafletTypeId: number, key: string | number): string {
  return `${leafletTypeId === LEAFLET_TYPE_VOLANTINO ? '/volantini' : '/catalogo-soci'}/${key}`;
}
