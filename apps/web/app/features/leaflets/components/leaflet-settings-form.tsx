// The leaflet editor's form (issue 24, ADR 0054): title, type, validity, cooperative, its shops and
// services — with the PDF when uploading. Checked with the shared schema before sending; the
// server checks again and its Italian message is shown as it comes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { leafletSettingsFieldsSchema, type LeafletAdmin, type LeafletTargets } from '@sporta/contracts';
import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { updateLeaflet, uploadLeaflet, type Saved } from '../api/leaflet-admin';

const MAX_BYTES = 20 * 1024 * 1024;
const target = { minHeight: 44 };

function isoDay(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function LeafletSettingsForm({
  targets,
  leaflet,
  onSaved,
}: {
  targets: LeafletTargets;
  /** the leaflet to change; without it the form uploads a new one */
  leaflet?: LeafletAdmin;
  onSaved: (saved: Saved) => void;
}) {
  const uploading = !leaflet;
  const ids = useId();
  const firstStore = leaflet?.storeId ?? targets.stores[0]?.storeId ?? 1;
  const [title, setTitle] = useState(leaflet?.title ?? '');
  const [type, setType] = useState(String(leaflet?.leafletTypeId === 2 || !leaflet ? 2 : 1));
  const [from, setFrom] = useState(leaflet?.fromDate ?? isoDay(0));
  const [to, setTo] = useState(leaflet?.toDate ?? isoDay(6));
  const [storeId, setStoreId] = useState(firstStore);
  const shopsOf = (s: number) => targets.warehouses.filter((w) => w.storeId === s);
  const servicesOf = (s: number) => targets.deliveryServices.filter((d) => d.storeId === s);
  const [shops, setShops] = useState<number[]>(
    leaflet?.warehouseIds ?? shopsOf(firstStore).map((w) => w.warehouseId),
  );
  const [services, setServices] = useState<number[]>(
    leaflet?.deliveryServiceIds ?? servicesOf(firstStore).map((d) => d.deliveryServiceId),
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (list: number[], id: number) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const fields = {
      title,
      leaflet_type_id: type,
      valid_from: from,
      valid_to: to,
      warehouse_ids: shops.join(','),
      delivery_service_ids: services.join(','),
    };
    const parsed = leafletSettingsFieldsSchema.safeParse(fields);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= t(`leafletAdmin.fieldError`, { message: issue.message });
      }
    if (uploading && !file) found.file = t('leafletAdmin.fileMissing');
    else if (file && file.size > MAX_BYTES) found.file = t('leafletAdmin.fileTooBig');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (uploading) {
        const form = new FormData();
        for (const [k, v] of Object.entries(fields)) form.append(k, v);
        form.append('file', file!, file!.name);
        onSaved(await uploadLeaflet(form));
      } else onSaved(await updateLeaflet(leaflet.leafletId, fields));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert" data-testid="leaflet-form-error">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('leafletAdmin.titleField')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={!!errors.title}
        helperText={errors.title}
        inputProps={{ maxLength: 120 }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField
          select
          label={t('leafletAdmin.type')}
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          <MenuItem value="2">{t('leaflets.volantino')}</MenuItem>
          <MenuItem value="1">{t('leaflets.catalogo')}</MenuItem>
        </TextField>
        <TextField
          type="date"
          label={t('leafletAdmin.validFrom')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={!!errors.valid_from}
          helperText={errors.valid_from}
          InputLabelProps={{ shrink: true }}
        />
        <TextField
          type="date"
          label={t('leafletAdmin.validTo')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={!!errors.valid_to}
          helperText={errors.valid_to}
          InputLabelProps={{ shrink: true }}
        />
      </Box>
      <TextField
        select
        label={t('leafletAdmin.store')}
        value={storeId}
        onChange={(e) => {
          const s = Number(e.target.value);
          setStoreId(s);
          setShops(shopsOf(s).map((w) => w.warehouseId));
          setServices(servicesOf(s).map((d) => d.deliveryServiceId));
        }}
      >
        {targets.stores.map((s) => (
          <MenuItem key={s.storeId} value={s.storeId}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormControl component="fieldset" error={!!errors.warehouse_ids}>
          <FormLabel component="legend">{t('leafletAdmin.shops')}</FormLabel>
          <FormGroup>
            {shopsOf(storeId).map((w) => (
              <FormControlLabel
                key={w.warehouseId}
                sx={target}
                control={
                  <Checkbox
                    checked={shops.includes(w.warehouseId)}
                    onChange={() => setShops((l) => toggle(l, w.warehouseId))}
                  />
                }
                label={w.name}
              />
            ))}
          </FormGroup>
          {errors.warehouse_ids && <FormHelperText>{errors.warehouse_ids}</FormHelperText>}
        </FormControl>
        <FormControl component="fieldset" error={!!errors.delivery_service_ids}>
          <FormLabel component="legend">{t('leafletAdmin.services')}</FormLabel>
          <FormGroup>
            {servicesOf(storeId).map((d) => (
              <FormControlLabel
                key={d.deliveryServiceId}
                sx={target}
                control={
                  <Checkbox
                    checked={services.includes(d.deliveryServiceId)}
                    onChange={() => setServices((l) => toggle(l, d.deliveryServiceId))}
                  />
                }
                label={d.name}
              />
            ))}
          </FormGroup>
          {errors.delivery_service_ids && <FormHelperText>{errors.delivery_service_ids}</FormHelperText>}
        </FormControl>
      </Box>
      {uploading && (
        <Box>
          <Typography
            component="label"
            htmlFor={`${ids}-file`}
            sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}
          >
            {t('leafletAdmin.file')}
          </Typography>
          <Box
            component="input"
            id={`${ids}-file`}
            type="file"
            accept="application/pdf,.pdf"
            aria-describedby={`${ids}-file-help`}
            aria-invalid={!!errors.file}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => setFile(e.target.files?.[0] ?? null)}
            sx={{ minHeight: 44, display: 'block', width: '100%' }}
          />
          <Typography
            id={`${ids}-file-help`}
            variant="body2"
            color={errors.file ? 'error' : 'text.secondary'}
          >
            {errors.file ?? t('leafletAdmin.fileHelp')}
          </Typography>
        </Box>
      )}
      <Button type="submit" variant="contained" disabled={busy} sx={{ ...target, justifySelf: 'start' }}>
        {busy
          ? t(uploading ? 'leafletAdmin.uploading' : 'leafletAdmin.saving')
          : t(uploading ? 'leafletAdmin.upload' : 'leafletAdmin.save')}
      </Button>
    </Box>
  );
}
