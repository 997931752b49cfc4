// The banners of a banner grid or slider in the block editor (issue 23): each with its image
// (uploaded here, stored by the server as WebP under /img/uploads/), alternative text, title,
// text, link and button text. The server checks every field again with the banner schema.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { t } from '../../../../i18n/i18n';
import { uploadBlockImage } from '../../api/block-admin';

export interface BannerDraft {
  title: string;
  text: string;
  image: string;
  imageAlt: string;
  href: string;
  buttonText: string;
}

export const emptyBanner = (): BannerDraft => ({
  title: '',
  text: '',
  image: '',
  imageAlt: '',
  href: '/',
  buttonText: '',
});

const MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** An image of the site, uploaded here: the chosen file goes to the server at once. */
export function ImageUpload({
  image,
  alt,
  label,
  onUploaded,
}: {
  image: string;
  alt: string;
  label: string;
  onUploaded: (image: { image: string; width: number; height: number }) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setError(null);
    // The server checks the bytes again; these two checks only spare a useless upload.
    if (!TYPES.includes(file.type)) return setError(t('blockAdmin.imageType'));
    if (file.size > MAX_BYTES) return setError(t('blockAdmin.imageTooBig'));
    setBusy(true);
    try {
      const { data } = await uploadBlockImage(file);
      onUploaded(data);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: 160,
          height: 90,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'grey.100',
        }}
      >
        {image ? (
          <img src={image} alt={alt} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('blockAdmin.noImage')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Button component="label" variant="outlined" htmlFor={id} disabled={busy} sx={{ minHeight: 44 }}>
          {busy ? t('blockAdmin.uploading') : label}
          <input
            id={id}
            type="file"
            accept={TYPES.join(',')}
            hidden
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('blockAdmin.imageHelp')}
        </Typography>
      </Box>
      {error && (
        <Alert severity="error" sx={{ flexBasis: '100%' }} data-testid="image-error">
          {error}
        </Alert>
      )}
    </Box>
  );
}

export function BannerFields({
  banners,
  onChange,
}: {
  banners: BannerDraft[];
  onChange: (banners: BannerDraft[]) => void;
}) {
  const set = (i: number, patch: Partial<BannerDraft>) =>
    onChange(banners.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
        {t('blockAdmin.banners')}
      </Typography>
      {banners.map((b, i) => (
        <Box
          key={i}
          role="group"
          aria-label={t('blockAdmin.banner', { n: i + 1 })}
          data-testid="banner-fields"
          sx={{ display: 'grid', gap: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('blockAdmin.banner', { n: i + 1 })}</Typography>
            <Button
              color="error"
              onClick={() => onChange(banners.filter((_, j) => j !== i))}
              sx={{ minHeight: 44 }}
            >
              {t('blockAdmin.removeBanner', { n: i + 1 })}
            </Button>
          </Box>
          <ImageUpload
            image={b.image}
            alt={b.imageAlt}
            label={t('blockAdmin.uploadImage')}
            onUploaded={(img) => set(i, { image: img.image })}
          />
          <TextField
            label={t('blockAdmin.imageAlt')}
            value={b.imageAlt}
            onChange={(e) => set(i, { imageAlt: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t('blockAdmin.bannerTitle')}
            value={b.title}
            required
            onChange={(e) => set(i, { title: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('blockAdmin.bannerText')}
            value={b.text}
            multiline
            minRows={2}
            onChange={(e) => set(i, { text: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
            <TextField
              label={t('blockAdmin.href')}
              value={b.href}
              required
              onChange={(e) => set(i, { href: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <TextField
              label={t('blockAdmin.buttonText')}
              value={b.buttonText}
              onChange={(e) => set(i, { buttonText: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
          </Box>
        </Box>
      ))}
      <Button variant="outlined" onClick={() => onChange([...banners, emptyBanner()])} sx={{ minHeight: 44 }}>
        {t('blockAdmin.addBanner')}
      </Button>
    </Box>
  );
}
