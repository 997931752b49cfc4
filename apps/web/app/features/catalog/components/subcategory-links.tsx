import Box from '@mui/material/Box';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { CategoryRef } from '../types';

export function SubcategoryLinks({ categories }: { categories: CategoryRef[] }) {
  if (categories.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('category.subcategories')} data-testid="subcategories" sx={{ my: 2 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: 'auto',
          pb: 0.5,
          // One style rule for all the links, drawn as outlined pill buttons.
          '& a': {
            display: 'inline-flex',
            alignItems: 'center',
            bgcolor: '#fff',
            color: 'text.primary',
            fontWeight: 600,
            fontSize: 14,
            height: 38,
            px: 2,
            whiteSpace: 'nowrap',
            border: '1px solid #d6d6d6',
            borderRadius: 999,
            textDecoration: 'none',
            transition: 'border-color .2s, color .2s',
            '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
          },
        }}
      >
        {categories.map((c) => (
          <li key={c.categoryId}>
            <Link to={`/${c.slug}`}>{c.name}</Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
