// The block editor (issue 23, ADR 0074): a new block of a chosen kind or a change to one — its
// title, its settings (banners with their uploaded images, a text, an image, or the kind's JSON),
// whom it is for (cooperatives, shops, delivery services) and when (a window), saved as a draft or
// published. The server checks everything again; its Italian message shows above the buttons and
// the form keeps what was typed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BLOCK_KINDS,
  type BlockAdmin,
  type BlockAdminTargets,
  type BlockKind,
  type CategoryBlock,
} from '@sporta/contracts';
import { useState, type ReactNode } from 'react';
import { t } from '../../../../i18n/i18n';
import { createBlock, previewBlock, updateBlock, type BlockWrite } from '../../api/block-admin';
import { BannerFields, ImageUpload, emptyBanner, type BannerDraft } from './banner-fields';

const target = { minHeight: 44 };

/** Settings a new block of each kind starts from (the server's schema fills the other defaults). */
const STARTING_SETTINGS: Record<BlockKind, Record<string, unknown>> = {
  'banner-grid': { variant: 'card', banners: [] },
  'banner-slider': { autoplay: true, intervalMs: 6000, banners: [] },
  'product-slider': { promo: true, limit: 12 },
  'static-text': { html: '' },
  'static-image': { image: '', imageAlt: '', width: 1200, height: 400 },
  'recipe-slider': { recipes: [], limit: 8 },
  'article-list': { limit: 4 },
  'leaflet-slider': { leafletTypeId: 2, limit: 6 },
  'leaflet-viewer': { leafletTypeId: 2 },
  'form-detail': { formId: 1 },
};

/** `2026-11-27T08:00` in the editor's own clock, for a datetime-local field. */
function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const toIso = (local: string) => (local ? new Date(local).toISOString() : undefined);

export function kindLabel(kind: string): string {
  return (BLOCK_KINDS as readonly string[]).includes(kind)
    ? t(`blockAdmin.kinds.${kind as BlockKind}`)
    : kind;
}

/** A delivery service with its cooperative when there are several (each has its «Ritiro in negozio»). */
export function serviceName(
  d: BlockAdminTargets['deliveryServices'][number],
  targets: BlockAdminTargets,
): string {
  if (targets.stores.length < 2) return d.name;
  return `${d.name} (${targets.stores.find((s) => s.storeId === d.storeId)?.name ?? ''})`;
}

function Checks<T>({
  legend,
  items,
  idOf,
  nameOf,
  chosen,
  onChange,
}: {
  legend: string;
  items: T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary">
        {legend}
      </Typography>
      <FormGroup row>
        {items.map((item) => {
          const id = idOf(item);
          return (
            <FormControlLabel
              key={id}
              sx={{ minHeight: 44, mr: 3 }}
              control={
                <Checkbox
                  checked={chosen.includes(id)}
                  onChange={(e) =>
                    onChange(e.target.checked ? [...chosen, id] : chosen.filter((x) => x !== id))
                  }
                />
              }
              label={nameOf(item)}
            />
          );
        })}
      </FormGroup>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: 17, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function BlockForm({
  location,
  block,
  targets,
  onClose,
  onSaved,
  renderPreview,
}: {
  location: string;
  /** The storefront's rendering of a block (the route hands in the parts other features own). */
  renderPreview: (block: CategoryBlock) => ReactNode;
  /** the block to change; without it the form adds a new one */
  block?: BlockAdmin;
  targets: BlockAdminTargets;
  onClose: () => void;
  onSaved: (block: BlockAdmin, message: string) => void;
}) {
  const [kind, setKind] = useState<BlockKind>((block?.kind as BlockKind) ?? 'banner-grid');
  const initial = (block?.settings as Record<string, unknown> | undefined) ?? STARTING_SETTINGS[kind];
  const [title, setTitle] = useState(block?.title ?? '');
  const [settings, setSettings] = useState<Record<string, unknown>>(initial);
  const [json, setJson] = useState(JSON.stringify(initial, null, 2));
  const [banners, setBanners] = useState<BannerDraft[]>(() => {
    const list = (initial.banners as BannerDraft[] | undefined) ?? [];
    return block ? list.map((b) => ({ ...emptyBanner(), ...b })) : [emptyBanner()];
  });
  const [storeIds, setStoreIds] = useState(block?.storeIds ?? []);
  const [warehouseIds, setWarehouseIds] = useState(block?.warehouseIds ?? []);
  const [serviceIds, setServiceIds] = useState(block?.deliveryServiceIds ?? []);
  const [from, setFrom] = useState(localInput(block?.publishedFrom));
  const [to, setTo] = useState(localInput(block?.publishedTo));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // undefined: no preview asked; null: the block would have nothing to show.
  const [preview, setPreview] = useState<CategoryBlock | null | undefined>(undefined);

  const hasBanners = kind === 'banner-grid' || kind === 'banner-slider';
  const structured = hasBanners || kind === 'static-text' || kind === 'static-image';

  function chooseKind(next: BlockKind) {
    setKind(next);
    setSettings(STARTING_SETTINGS[next]);
    setJson(JSON.stringify(STARTING_SETTINGS[next], null, 2));
  }

  function settingsToSend(): Record<string, unknown> | null {
    if (hasBanners) return { ...settings, banners };
    if (structured) return settings;
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Told below.
    }
    return null;
  }

  async function showPreview() {
    setError(null);
    const body = settingsToSend();
    if (!body) return setError(t('blockAdmin.settingsJsonInvalid'));
    setBusy(true);
    try {
      const { data } = await previewBlock({ location, kind, title: title.trim(), settings: body });
      setPreview(data.block);
    } catch (e) {
      setPreview(undefined);
      setError(e instanceof Error ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function save(status: 'draft' | 'publish') {
    setError(null);
    const body = settingsToSend();
    if (!body) return setError(t('blockAdmin.settingsJsonInvalid'));
    if (hasBanners && banners.some((b) => !b.image)) return setError(t('blockAdmin.imageMissing'));
    const write: BlockWrite = {
      title: title.trim(),
      settings: body,
      status,
      publishedTo: toIso(to) ?? null,
      storeIds,
      warehouseIds,
      deliveryServiceIds: serviceIds,
      ...(from ? { publishedFrom: toIso(from) } : {}),
    };
    setBusy(true);
    try {
      const saved = block
        ? await updateBlock(block.id, write)
        : await createBlock({ ...write, location, kind });
      onSaved(saved.data, saved.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  const heading = block
    ? t('blockAdmin.editTitle', { title: block.title || kindLabel(block.kind) })
    : t('blockAdmin.newTitle');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="block-form-title" scroll="paper">
      <DialogTitle id="block-form-title">{heading}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, pt: 1 }}>
          <TextField
            select
            label={t('blockAdmin.kind')}
            value={kind}
            disabled={Boolean(block)}
            onChange={(e) => chooseKind(e.target.value as BlockKind)}
          >
            {BLOCK_KINDS.map((k) => (
              <MenuItem key={k} value={k}>
                {kindLabel(k)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('blockAdmin.titleField')}
            helperText={t('blockAdmin.titleHelp')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Box>

        {hasBanners && (
          <>
            {kind === 'banner-slider' && (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <FormControlLabel
                  sx={target}
                  control={
                    <Checkbox
                      checked={settings.autoplay !== false}
                      onChange={(e) => setSettings({ ...settings, autoplay: e.target.checked })}
                    />
                  }
                  label={t('blockAdmin.autoplay')}
                />
                <TextField
                  type="number"
                  label={t('blockAdmin.intervalSeconds')}
                  value={Math.round(Number(settings.intervalMs ?? 6000) / 1000)}
                  onChange={(e) => setSettings({ ...settings, intervalMs: Number(e.target.value) * 1000 })}
                  slotProps={{ htmlInput: { min: 2, max: 30 } }}
                  sx={{ width: 180 }}
                />
              </Box>
            )}
            <BannerFields banners={banners} onChange={setBanners} />
          </>
        )}
        {kind === 'static-text' && (
          <TextField
            label={t('blockAdmin.html')}
            value={String(settings.html ?? '')}
            multiline
            minRows={6}
            onChange={(e) => setSettings({ ...settings, html: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 20000 } }}
          />
        )}
        {kind === 'static-image' && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <ImageUpload
              image={String(settings.image ?? '')}
              alt={String(settings.imageAlt ?? '')}
              label={t('blockAdmin.uploadImage')}
              onUploaded={(img) =>
                setSettings({ ...settings, image: img.image, width: img.width, height: img.height })
              }
            />
            <TextField
              label={t('blockAdmin.imageAlt')}
              value={String(settings.imageAlt ?? '')}
              onChange={(e) => setSettings({ ...settings, imageAlt: e.target.value })}
            />
            <TextField
              label={t('blockAdmin.href')}
              value={String(settings.href ?? '')}
              onChange={(e) => {
                const { href: _drop, ...rest } = settings;
                setSettings(e.target.value ? { ...rest, href: e.target.value } : rest);
              }}
            />
          </Box>
        )}
        {!structured && (
          <TextField
            label={t('blockAdmin.settingsJson')}
            helperText={t('blockAdmin.settingsJsonHelp')}
            value={json}
            multiline
            minRows={5}
            onChange={(e) => setJson(e.target.value)}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
        )}

        {preview !== undefined && (
          <Box
            component="section"
            aria-labelledby="block-preview-title"
            data-testid="block-preview"
            sx={{ border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2, p: 2 }}
          >
            <Typography id="block-preview-title" variant="h3" sx={{ fontSize: 17, fontWeight: 700, mb: 1 }}>
              {t('blockAdmin.previewTitle')}
            </Typography>
            {preview ? renderPreview(preview) : <Alert severity="info">{t('blockAdmin.previewEmpty')}</Alert>}
          </Box>
        )}

        <Section title={t('blockAdmin.targets')}>
          <FormHelperText sx={{ m: 0 }}>{t('blockAdmin.targetsHelp')}</FormHelperText>
          {targets.stores.map((store) => (
            <Box
              key={store.storeId}
              component="fieldset"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                px: 2,
                pb: 1,
                m: 0,
                display: 'grid',
                gap: 1,
              }}
            >
              <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
                {store.name}
              </Typography>
              <Checks
                legend={t('blockAdmin.stores')}
                items={[store]}
                idOf={(s) => s.storeId}
                nameOf={() => t('blockAdmin.wholeStore')}
                chosen={storeIds}
                onChange={setStoreIds}
              />
              <Checks
                legend={t('blockAdmin.services')}
                items={targets.deliveryServices.filter((d) => d.storeId === store.storeId)}
                idOf={(d) => d.deliveryServiceId}
                nameOf={(d) => d.name}
                chosen={serviceIds}
                onChange={setServiceIds}
              />
              <Checks
                legend={t('blockAdmin.shops')}
                items={targets.warehouses.filter((w) => w.storeId === store.storeId)}
                idOf={(w) => w.warehouseId}
                nameOf={(w) => w.name}
                chosen={warehouseIds}
                onChange={setWarehouseIds}
              />
            </Box>
          ))}
        </Section>

        <Section title={t('blockAdmin.window')}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              type="datetime-local"
              label={t('blockAdmin.from')}
              helperText={t('blockAdmin.fromHelp')}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="datetime-local"
              label={t('blockAdmin.to')}
              helperText={t('blockAdmin.toHelp')}
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </Section>
      </DialogContent>
      <Box aria-live="polite" sx={{ px: 3, pt: error ? 2 : 0 }}>
        {error && (
          <Alert severity="error" data-testid="block-form-error">
            {error}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, p: 2 }}>
        <Button onClick={onClose} sx={target} disabled={busy}>
          {t('blockAdmin.cancel')}
        </Button>
        <Button onClick={() => void showPreview()} sx={target} disabled={busy}>
          {t('blockAdmin.preview')}
        </Button>
        <Button variant="outlined" onClick={() => void save('draft')} sx={target} disabled={busy}>
          {busy ? t('blockAdmin.saving') : t('blockAdmin.saveDraft')}
        </Button>
        <Button variant="contained" onClick={() => void save('publish')} sx={target} disabled={busy}>
          {t('blockAdmin.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
