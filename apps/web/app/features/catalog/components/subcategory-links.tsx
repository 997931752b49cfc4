import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
        }}
      >
        {categories.map((c) => (
          <li key={c.categoryId}>
            <Button
              component={Link}
              to={`/${c.slug}`}
              variant="outlined"
              color="inherit"
              sx={{
                bgcolor: '#fff',
                fontWeight: 600,
                fontSize: 14,
                height: 38,
                px: 2,
                whiteSpace: 'nowrap',
                borderColor: '#d6d6d6',
                '&:hover': { borderColor: 'primary.main', color: 'primary.main', bgcolor: '#fff' },
              }}
            >
              {c.name}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
