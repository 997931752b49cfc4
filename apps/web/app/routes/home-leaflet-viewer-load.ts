// What the home page's leaflet viewer block loads when it comes near (ADR 0070), in one module
// loaded by `import()`: the viewer (the leaflet page's own chunk), the messages it shows (the
// leaflet page's part of the catalogue, added here) and the leaflet with its pages.
import leafletMessages from 'virtual:sporta/messages-page/leaflet';
import { getLeaflet } from '../features/leaflets/api/get-leaflet';
import { LeafletViewer } from '../features/leaflets/components/leaflet-viewer';
import { addPageMessages } from '../i18n/i18n';

export async function loadLeafletViewer(slug: string) {
  const leaflet = await getLeaflet(slug);
  addPageMessages(leafletMessages);
  return { leaflet, Viewer: LeafletViewer };
}
