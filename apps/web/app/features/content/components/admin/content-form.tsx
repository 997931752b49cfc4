// The content editor's form (issue 23, ADR 0076): type, title, slug, the rich text, excerpt, SEO,
// validity, the publication window and, for a recipe, its facts and ingredients. «Salva bozza»
// saves it as a draft, «Pubblica» publishes it; the server checks everything again and a refusal
// shows its Italian message beside the buttons, with every field kept as typed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTENT_ADMIN_TYPES, type ContentAdminEntry, type ContentAdminWrite } from '@sporta/contracts';
import { useId, useRef, useState, type ReactNode } from 'react';
import { t, type MessageKey } from '../../../../i18n/i18n';
import {
  createContent,
  storefrontPath,
  updateContent,
  type ContentType,
  type SavedEntry,
} from '../../api/content-admin';
import { IngredientsEditor, type IngredientRow } from './ingredients-editor';
import { RichTextEditor } from './rich-text-editor';

const target = { minHeight: 44 };
const DIFFICULTIES = ['facile', 'media', 'difficile'] as const;

/** An ISO time as a datetime-local value in the browser's zone ('' for none). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A datetime-local value as ISO (undefined for none or a value the browser could not read). */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** A title as a slug: lower case, no accents, words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
}

export function ContentForm({
  entry,
  productNames,
  initialType = 'page',
  onSaved,
  onPreview,
  actions,
}: {
  /** the entry to change; without it the form creates a new one */
  entry: ContentAdminEntry | null;
  /** names of the recipe's ingredient products by id */
  productNames: Record<number, string>;
  initialType?: ContentType;
  onSaved: (saved: SavedEntry) => void;
  /** opens the preview of the saved entry; `unsaved` when the form has changes not saved yet */
  onPreview?: (unsaved: boolean) => void;
  /** more buttons beside «Salva bozza» and «Pubblica» (preview, delete) */
  actions?: ReactNode;
}) {
  const ids = useId();
  const [type, setType] = useState<ContentType>(entry?.type ?? initialType);
  const [title, setTitle] = useState(entry?.title ?? '');
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const slugTouched = useRef(!!entry);
  const [body, setBody] = useState(entry?.bodyHtml ?? '');
  const [excerpt, setExcerpt] = useState(entry?.excerptHtml ?? '');
  const [seoTitle, setSeoTitle] = useState(entry?.seoTitle ?? '');
  const [seoDescription, setSeoDescription] = useState(entry?.seoDescription ?? '');
  const [validityText, setValidityText] = useState(entry?.validityText ?? '');
  const [from, setFrom] = useState(toLocalInput(entry?.publishedFrom));
  const [to, setTo] = useState(toLocalInput(entry?.publishedTo));
  const recipe = entry?.recipe;
  const [servings, setServings] = useState(String(recipe?.servings ?? 4));
  const [prep, setPrep] = useState(String(recipe?.prepMinutes ?? 15));
  const [cook, setCook] = useState(String(recipe?.cookMinutes ?? 0));
  const [difficulty, setDifficulty] = useState<(typeof DIFFICULTIES)[number]>(recipe?.difficulty ?? 'facile');
  const [image, setImage] = useState(recipe?.image ?? '');
  const [ingredients, setIngredients] = useState<IngredientRow[]>(
    recipe?.ingredients.map((i) => ({
      productId: i.productId,
      name: productNames[i.productId] ?? t('contentAdmin.product', { id: i.productId }),
      quantity: i.quantity,
      amountText: i.amountText,
    })) ?? [],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function payloadFor(status: 'draft' | 'publish'): ContentAdminWrite {
    return {
      type,
      slug: slug.trim(),
      title,
      bodyHtml: body,
      excerptHtml: excerpt,
      seoTitle,
      seoDescription,
      validityText,
      status,
      ...(fromLocalInput(from) ? { publishedFrom: fromLocalInput(from) } : {}),
      publishedTo: fromLocalInput(to) ?? null,
      ...(type === 'recipe'
        ? {
            recipe: {
              servings: Number(servings),
              prepMinutes: Number(prep),
              cookMinutes: Number(cook),
              difficulty,
              image,
              ingredients: ingredients.map((i) => ({
                productId: i.productId,
                quantity: i.quantity,
                amountText: i.amountText,
              })),
            },
          }
        : {}),
    };
  }

  const asSaved = JSON.stringify(payloadFor(entry?.status ?? 'draft'));
  const [initial] = useState(asSaved);

  async function save(status: 'draft' | 'publish') {
    setFailure(null);
    setBusy(true);
    try {
      const payload = payloadFor(status);
      onSaved(entry ? await updateContent(entry.id, payload) : await createContent(payload));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save('draft');
      }}
      sx={{ display: 'grid', gap: 2 }}
      aria-describedby={failure ? `${ids}-failure` : undefined}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}>
        <TextField
          select
          label={t('contentAdmin.type')}
          value={type}
          onChange={(e) => setType(e.target.value as ContentType)}
          disabled={!!entry}
        >
          {CONTENT_ADMIN_TYPES.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`contentAdmin.typeOne.${k}` as MessageKey)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('contentAdmin.titleField')}
          value={title}
          required
          onChange={(e) => {
            setTitle(e.target.value);
            if (!slugTouched.current) setSlug(slugify(e.target.value));
          }}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Box>
      <TextField
        label={t('contentAdmin.slug')}
        value={slug}
        required
        onChange={(e) => {
          slugTouched.current = true;
          setSlug(e.target.value);
        }}
        helperText={t('contentAdmin.slugHelp', { path: storefrontPath(type, slug || '…') })}
        slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }}
      />
      <RichTextEditor id={`${ids}-body`} label={t('contentAdmin.body')} value={body} onChange={setBody} />
      <TextField
        label={t('contentAdmin.excerpt')}
        value={excerpt}
        onChange={(e) => setExcerpt(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      {type === 'recipe' && (
        <Box
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2 }}
        >
          <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
            {t('contentAdmin.recipeSection')}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <TextField
              type="number"
              label={t('contentAdmin.servings')}
              value={servings}
              onChange={(e) => setServings(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 100 } }}
            />
            <TextField
              type="number"
              label={t('contentAdmin.prepMinutes')}
              value={prep}
              onChange={(e) => setPrep(e.target.value)}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <TextField
              type="number"
              label={t('contentAdmin.cookMinutes')}
              value={cook}
              onChange={(e) => setCook(e.target.value)}
              slotProps={{ htmlInput: { min: 0 } }}
            />
            <TextField
              select
              label={t('contentAdmin.difficulty')}
              value={difficulty}
              onChange={(e) => setDifficulty(e.target.value as (typeof DIFFICULTIES)[number])}
            >
              {DIFFICULTIES.map((d) => (
                <MenuItem key={d} value={d}>
                  {t(`contentAdmin.difficulties.${d}` as MessageKey)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label={t('contentAdmin.image')}
            value={image}
            onChange={(e) => setImage(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <IngredientsEditor value={ingredients} onChange={setIngredients} />
        </Box>
      )}
      <Box
        component="fieldset"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, display: 'grid', gap: 2 }}
      >
        <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
          {t('contentAdmin.seoSection')}
        </Typography>
        <TextField
          label={t('contentAdmin.seoTitle')}
          value={seoTitle}
          onChange={(e) => setSeoTitle(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField
          label={t('contentAdmin.seoDescription')}
          value={seoDescription}
          onChange={(e) => setSeoDescription(e.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <TextField
          label={t('contentAdmin.validityText')}
          value={validityText}
          onChange={(e) => setValidityText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            type="datetime-local"
            label={t('contentAdmin.publishedFrom')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="datetime-local"
            label={t('contentAdmin.publishedTo')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            helperText={t('contentAdmin.windowHelp')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Box>
      <Box aria-live="assertive">
        {failure && (
          <Alert severity="error" id={`${ids}-failure`} data-testid="content-form-error">
            {failure}
          </Alert>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="outlined" disabled={busy} sx={target}>
          {busy ? t('contentAdmin.saving') : t('contentAdmin.saveDraft')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void save('publish')} sx={target}>
          {t('contentAdmin.publish')}
        </Button>
        <Button
          variant="outlined"
          disabled={busy || !entry}
          onClick={() => onPreview?.(asSaved !== initial)}
          sx={target}
          aria-describedby={entry ? undefined : `${ids}-preview-help`}
        >
          {t('contentAdmin.preview')}
        </Button>
        {actions}
      </Box>
      {!entry && (
        <Typography id={`${ids}-preview-help`} variant="body2" color="text.secondary">
          {t('contentAdmin.previewSaveFirst')}
        </Typography>
      )}
    </Box>
  );
}
