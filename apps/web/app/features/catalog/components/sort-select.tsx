// Sort options of a product list (spec 001 §4): relevance, price up and down, price per kg/l,
// name. A native select: keyboard and screen-reader friendly, and light.
import Box from '@mui/material/Box';
import { useId } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { SORTS, type Sort } from '../filters';

const labels: Record<Sort, MessageKey> = {
  rel: 'catalog.sortRel',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  price_um_asc: 'catalog.sortPriceUmAsc',
  name_asc: 'catalog.sortNameAsc',
  name_desc: 'catalog.sortNameDesc',
};

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {t('catalog.sort')}
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(e: React.ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as Sort)}
        sx={{
          height: 38,
          px: 1.5,
          borderRadius: 2,
          border: '1px solid #c4c4c4',
          bgcolor: '#fff',
          font: 'inherit',
          fontSize: 14,
          color: 'text.primary',
          cursor: 'pointer',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
        }}
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(labels[s])}
          </option>
        ))}
      </Box>
    </Box>
  );
}
