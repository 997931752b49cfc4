// The product page's detail tabs (issue 4 §3): Descrizione, Ingredienti, Allergeni,
// Conservazione, Valori nutrizionali — the WAI-ARIA tabs pattern (arrow keys, Home, End).
// Every panel is in the server's HTML (hidden but for the chosen one), so all texts are indexed.
import Box from '@mui/material/Box';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/i18n';
import type { Product } from '../types';
import { visuallyHidden } from '../../../ui/visually-hidden';

const sections = [
  ['description', 'product.description'],
  ['ingredients', 'product.ingredients'],
  ['allergens', 'product.allergens'],
  ['storage', 'product.storage'],
  ['nutritional_values', 'product.nutritionalValues'],
] as const;

type Rows = { name: string; value: string }[];

function plain(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

function NutritionTable({ rows, caption }: { rows: Rows; caption: string }) {
  return (
    <Box
      component="table"
      sx={{
        borderCollapse: 'collapse',
        width: '100%',
        maxWidth: 520,
        fontSize: 15,
        '& th, & td': { py: 0.75, borderBottom: '1px solid #eee', textAlign: 'left', fontWeight: 400 },
        '& td': { textAlign: 'right', fontWeight: 600 },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <Box
              component="th"
              scope="row"
              sx={{ pl: row.name.startsWith('di cui') ? 2 : 0, color: 'text.secondary' }}
            >
              {row.name}
            </Box>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function ProductDetailTabs({ product }: { product: Product }) {
  const base = useId();
  const details = product.metaData?.product_description ?? {};
  const description = details.description || product.description;
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const last = sections.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (active + 1) % sections.length
        : e.key === 'ArrowLeft'
          ? (active + last) % sections.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <Box data-testid="product-tabs">
      <Box
        role="tablist"
        aria-label={t('catalog.detailTabs')}
        onKeyDown={onKey}
        sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', borderBottom: '1px solid #e4e4e4' }}
      >
        {sections.map(([key, label], i) => (
          <Box
            component="button"
            type="button"
            role="tab"
            key={key}
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            ref={(el: HTMLButtonElement | null) => {
              tabs.current[i] = el;
            }}
            onClick={() => setActive(i)}
            sx={{
              font: 'inherit',
              fontWeight: 700,
              fontSize: 15,
              whiteSpace: 'nowrap',
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              px: 2,
              py: 1.25,
              color: i === active ? 'primary.dark' : 'text.secondary',
              borderBottom: '3px solid',
              borderColor: i === active ? 'primary.main' : 'transparent',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
            }}
          >
            {t(label)}
          </Box>
        ))}
      </Box>
      {sections.map(([key, label], i) => {
        const value = key === 'description' ? description : details[key];
        return (
          <Box
            role="tabpanel"
            key={key}
            id={`${base}-panel-${i}`}
            aria-labelledby={`${base}-tab-${i}`}
            hidden={i !== active}
            tabIndex={0}
            sx={{ pt: 2.5, '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' } }}
          >
            {Array.isArray(value) && value.length > 0 ? (
              <NutritionTable rows={value as Rows} caption={t(label)} />
            ) : plain(value) ? (
              <Box
                component="p"
                sx={{ m: 0, whiteSpace: 'pre-line', color: 'text.secondary', lineHeight: 1.6 }}
              >
                {plain(value)}
              </Box>
            ) : (
              <Box component="p" sx={{ m: 0, color: 'text.secondary' }}>
                {t('catalog.noDetails')}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
