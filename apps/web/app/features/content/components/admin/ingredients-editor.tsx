// A recipe's ingredients in the content editor (issue 23): products found by name in the catalogue,
// each with a quantity for the cart and the amount the recipe names ("200 g").
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { t } from '../../../../i18n/i18n';
import { findProducts, type FoundProduct } from '../../api/content-admin';

export interface IngredientRow {
  productId: number;
  name: string;
  quantity: number;
  amountText: string;
}

export function IngredientsEditor({
  value,
  onChange,
}: {
  value: IngredientRow[];
  onChange: (rows: IngredientRow[]) => void;
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<FoundProduct[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function search(e?: FormEvent) {
    e?.preventDefault();
    if (!q.trim()) return;
    setFailure(null);
    try {
      setFound(await findProducts(q.trim()));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.generic'));
    }
  }

  const update = (i: number, patch: Partial<IngredientRow>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {t('contentAdmin.ingredients')}
      </Typography>
      {value.length === 0 && (
        <Typography color="text.secondary">{t('contentAdmin.noIngredients')}</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {value.map((row, i) => (
          <Box
            component="li"
            key={`${row.productId}-${i}`}
            data-testid="ingredient-row"
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography sx={{ flex: '1 1 200px', fontWeight: 700 }}>{row.name}</Typography>
            <TextField
              size="small"
              type="number"
              label={t('contentAdmin.quantity', { name: row.name })}
              value={row.quantity}
              onChange={(e) => update(i, { quantity: Number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 99 } }}
              sx={{ width: 130 }}
            />
            <TextField
              size="small"
              label={t('contentAdmin.amountText', { name: row.name })}
              value={row.amountText}
              onChange={(e) => update(i, { amountText: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: '1 1 200px' }}
            />
            <IconButton
              aria-label={t('contentAdmin.removeIngredient', { name: row.name })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              sx={{ width: 44, height: 44 }}
            >
              <Delete />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('contentAdmin.productSearch')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search(e);
          }}
          sx={{ flex: '1 1 240px' }}
        />
        <Button variant="outlined" onClick={() => void search()} sx={{ minHeight: 40 }}>
          {t('contentAdmin.productSearchButton')}
        </Button>
      </Box>
      {failure && <Typography color="error">{failure}</Typography>}
      {found && (
        <Box aria-live="polite">
          {found.length === 0 ? (
            <Typography color="text.secondary">{t('contentAdmin.noProducts')}</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              {found.map((p) => (
                <Box component="li" key={p.productId} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Typography sx={{ flex: 1 }}>
                    {p.name}{' '}
                    <Typography component="span" color="text.secondary">
                      {p.description}
                    </Typography>
                  </Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={t('contentAdmin.addIngredient', { name: p.name })}
                    onClick={() =>
                      onChange([
                        ...value,
                        { productId: p.productId, name: p.name, quantity: 1, amountText: '' },
                      ])
                    }
                    sx={{ minHeight: 40 }}
                  >
                    {t('contentAdmin.addShort')}
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}
