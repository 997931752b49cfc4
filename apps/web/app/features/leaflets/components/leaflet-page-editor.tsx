// The hotspot editor of one leaflet page (issue 24, ADR 0054): the staff member draws a rectangle
// on the page image with a pointer (mouse, finger or pen) — or types its position and size in
// per cent, which works from the keyboard — chooses the product by search and adds it; the page's
// products are saved together. Areas are fractions of the page, as the viewer uses them.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LeafletAdmin } from '@sporta/contracts';
import { useRef, useState, type PointerEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { findProducts, setLeafletHotspots, type Saved } from '../api/leaflet-admin';

interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Hotspot {
  productId: number;
  name: string;
  area: Area;
}

const target = { minHeight: 44 };
const clamp = (v: number) => Math.min(1, Math.max(0, v));
const pct = (v: number) => Math.round(v * 1000) / 10;
const round = (v: number) => Math.round(v * 10_000) / 10_000;

export function LeafletPageEditor({
  leaflet,
  onSaved,
}: {
  leaflet: LeafletAdmin;
  onSaved: (saved: Saved) => void;
}) {
  const pages = leaflet.leafletPage ?? [];
  const [pageNumber, setPageNumber] = useState(1);
  const page = pages.find((p) => p.pageNumber === pageNumber);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        select
        label={t('leafletAdmin.page')}
        value={pageNumber}
        onChange={(e) => setPageNumber(Number(e.target.value))}
        sx={{ maxWidth: 280 }}
      >
        {pages.map((p) => (
          <MenuItem key={p.pageNumber} value={p.pageNumber}>
            {t('leafletAdmin.pageOption', { page: p.pageNumber, count: p.products.length })}
          </MenuItem>
        ))}
      </TextField>
      {page && (
        <PageHotspots
          key={`${leaflet.leafletId}:${page.pageNumber}:${page.products.map((p) => p.productId).join(',')}`}
          leaflet={leaflet}
          pageNumber={page.pageNumber}
          initial={page.products.map((p) => ({ productId: p.productId, name: p.name, area: p.area }))}
          image={`${leaflet.baseLocation}${page.imageLocation}`}
          onSaved={onSaved}
        />
      )}
    </Box>
  );
}

function PageHotspots({
  leaflet,
  pageNumber,
  initial,
  image,
  onSaved,
}: {
  leaflet: LeafletAdmin;
  pageNumber: number;
  initial: Hotspot[];
  image: string;
  onSaved: (saved: Saved) => void;
}) {
  const [hotspots, setHotspots] = useState<Hotspot[]>(initial);
  const [area, setArea] = useState<Area | null>(null);
  const [product, setProduct] = useState<{ productId: number; name: string } | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<{ productId: number; name: string; shortDescr: string }[] | null>(
    null,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const surface = useRef<HTMLDivElement>(null);

  const at = (e: PointerEvent) => {
    const r = surface.current!.getBoundingClientRect();
    return { x: clamp((e.clientX - r.left) / r.width), y: clamp((e.clientY - r.top) / r.height) };
  };
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = at(e);
    setArea({ ...drag.current, w: 0, h: 0 });
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const p = at(e);
    const s = drag.current;
    setArea({
      x: round(Math.min(s.x, p.x)),
      y: round(Math.min(s.y, p.y)),
      w: round(Math.abs(p.x - s.x)),
      h: round(Math.abs(p.y - s.y)),
    });
  };
  const onUp = () => {
    drag.current = null;
  };

  const setField = (key: keyof Area, percent: string) => {
    const v = clamp(Number(percent.replace(',', '.')) / 100);
    if (Number.isNaN(v)) return;
    setArea((a) => ({ ...(a ?? { x: 0, y: 0, w: 0.3, h: 0.2 }), [key]: round(v) }));
  };

  async function search() {
    setProblem(null);
    if (query.trim().length < 2) return setProblem(t('leafletAdmin.searchShort'));
    try {
      setResults(await findProducts(query.trim()));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.generic'));
    }
  }

  function add() {
    setProblem(null);
    if (!area || area.w < 0.02 || area.h < 0.02) return setProblem(t('leafletAdmin.areaMissing'));
    if (area.x + area.w > 1.0001 || area.y + area.h > 1.0001)
      return setProblem(t('leafletAdmin.areaOutside'));
    if (!product) return setProblem(t('leafletAdmin.productMissing'));
    setHotspots((h) => [...h, { ...product, area }]);
    setArea(null);
    setProduct(null);
    setResults(null);
    setQuery('');
  }

  async function save() {
    setProblem(null);
    setBusy(true);
    try {
      onSaved(
        await setLeafletHotspots({
          leaflet_id: leaflet.leafletId,
          page_number: pageNumber,
          hotspots: hotspots.map((h) => ({ product_id: h.productId, area: h.area })),
        }),
      );
    } catch (e) {
      setProblem(e instanceof Error ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  const box = (a: Area) => ({
    left: `${a.x * 100}%`,
    top: `${a.y * 100}%`,
    width: `${a.w * 100}%`,
    height: `${a.h * 100}%`,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 420px) 1fr' } }}>
      <Box>
        <Typography id={`draw-help-${pageNumber}`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('leafletAdmin.drawHelp')}
        </Typography>
        <Box
          ref={surface}
          data-testid="leaflet-draw-surface"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={onUp}
          onPointerCancel={onUp}
          sx={{
            position: 'relative',
            touchAction: 'none',
            cursor: 'crosshair',
            userSelect: 'none',
            border: 1,
            borderColor: 'divider',
            aspectRatio: '800 / 1132',
          }}
        >
          <Box
            component="img"
            src={image}
            alt={t('leafletAdmin.pageImage', { page: pageNumber, title: leaflet.title })}
            draggable={false}
            sx={{ width: '100%', height: '100%', display: 'block', pointerEvents: 'none' }}
          />
          {hotspots.map((h, i) => (
            <Box
              key={`${h.productId}-${i}`}
              aria-hidden
              sx={{
                position: 'absolute',
                ...box(h.area),
                border: '2px solid #1565c0',
                bgcolor: 'rgba(21,101,192,0.15)',
                color: '#0d47a1',
                fontSize: 12,
                fontWeight: 700,
                p: 0.25,
                pointerEvents: 'none',
              }}
            >
              {i + 1}
            </Box>
          ))}
          {area && (
            <Box
              data-testid="leaflet-draw-area"
              aria-hidden
              sx={{
                position: 'absolute',
                ...box(area),
                border: '2px dashed #c62828',
                bgcolor: 'rgba(198,40,40,0.12)',
                pointerEvents: 'none',
              }}
            />
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
            {t('leafletAdmin.area')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
            {(['x', 'y', 'w', 'h'] as const).map((k) => (
              <TextField
                key={k}
                type="number"
                label={t(`leafletAdmin.area_${k}`)}
                value={area ? pct(area[k]) : ''}
                onChange={(e) => setField(k, e.target.value)}
                inputProps={{ min: 0, max: 100, step: 0.5, inputMode: 'decimal' }}
              />
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            label={t('leafletAdmin.searchProduct')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void search();
              }
            }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button variant="outlined" onClick={() => void search()} sx={target}>
            {t('leafletAdmin.search')}
          </Button>
        </Box>
        {results && results.length === 0 && <Typography>{t('leafletAdmin.noProducts')}</Typography>}
        {results && results.length > 0 && (
          <Box
            component="ul"
            aria-label={t('leafletAdmin.results')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
          >
            {results.map((p) => (
              <li key={p.productId}>
                <Button
                  fullWidth
                  variant={product?.productId === p.productId ? 'contained' : 'text'}
                  aria-pressed={product?.productId === p.productId}
                  onClick={() => setProduct({ productId: p.productId, name: p.name })}
                  sx={{ ...target, justifyContent: 'flex-start', textAlign: 'left' }}
                >
                  {p.name}
                  {p.shortDescr ? ` – ${p.shortDescr}` : ''}
                </Button>
              </li>
            ))}
          </Box>
        )}
        <Typography>
          {product ? t('leafletAdmin.chosen', { name: product.name }) : t('leafletAdmin.noneChosen')}
        </Typography>
        <Button variant="outlined" onClick={add} sx={{ ...target, justifySelf: 'start' }}>
          {t('leafletAdmin.addHotspot')}
        </Button>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('leafletAdmin.pageProducts', { page: pageNumber })}
        </Typography>
        {hotspots.length === 0 ? (
          <Typography color="text.secondary">{t('leafletAdmin.noHotspots')}</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {hotspots.map((h, i) => (
              <li key={`${h.productId}-${i}`}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <span>{h.name}</span>
                  <Button
                    size="small"
                    onClick={() => setHotspots((l) => l.filter((_, k) => k !== i))}
                    sx={target}
                    aria-label={t('leafletAdmin.remove', { name: h.name })}
                  >
                    {t('leafletAdmin.removeShort')}
                  </Button>
                </Box>
              </li>
            ))}
          </Box>
        )}
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void save()}
          sx={{ ...target, justifySelf: 'start' }}
        >
          {t('leafletAdmin.savePage', { page: pageNumber })}
        </Button>
      </Box>
    </Box>
  );
}
