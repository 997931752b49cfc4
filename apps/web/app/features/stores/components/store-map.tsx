// The store's map (issue 6 §5): Leaflet with the configured tile URL and a marker drawn as a
// vector circle (no marker images to bundle). Loaded in the browser only. When tiles cannot
// load, or maps are off, the page says so; the address and hours stay next to it.
import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';

interface Props {
  latitude: number;
  longitude: number;
  name: string;
  tileUrl: string;
  attribution: string;
}

export default function StoreMap({ latitude, longitude, name, tileUrl, attribution }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(!tileUrl);

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
    L.circleMarker([latitude, longitude], {
      radius: 10,
      color: '#c8102e',
      fillColor: '#e30613',
      fillOpacity: 0.9,
      weight: 3,
    })
      .addTo(map)
      .bindTooltip(name);
    if (tileUrl) {
      let errors = 0;
      L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
        .on('tileerror', () => {
          errors += 1;
          if (errors >= 2) setFailed(true);
        })
        .addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [latitude, longitude, name, tileUrl, attribution]);

  return (
    <Box>
      <Box
        ref={element}
        // a region, not an image: Leaflet puts its zoom buttons inside (axe nested-interactive)
        role="region"
        aria-label={t('stores.mapLabel', { name })}
        sx={{
          height: { xs: 260, md: 360 },
          borderRadius: 3,
          overflow: 'hidden',
          bgcolor: '#eef1ee',
          zIndex: 0,
        }}
      />
      {failed && (
        <Typography sx={{ mt: 1, fontSize: 14, color: 'text.secondary' }} data-testid="map-unavailable">
          {t('stores.mapUnavailable')}
        </Typography>
      )}
    </Box>
  );
}
