// Home: the departments with their images.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { CategoryRef } from '../types';

export function categoryImage(c: CategoryRef): string {
  return `/img/categories/${c.categoryId}.svg`;
}

export function DepartmentTiles({ categories, title }: { categories: CategoryRef[]; title: string }) {
  return (
    <Box component="section" aria-labelledby="departments-title" sx={{ mt: 5 }}>
      <Typography variant="h2" id="departments-title" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        data-testid="department-tiles"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 1.25, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(3, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            md: 'repeat(6, minmax(0, 1fr))',
          },
          // One style rule for all the tiles.
          '& a': {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
            height: '100%',
            p: { xs: 1, sm: 1.5 },
            borderRadius: 3,
            bgcolor: '#fff',
            border: '1px solid #ececec',
            textDecoration: 'none',
            color: 'text.primary',
            transition: 'box-shadow .2s, border-color .2s',
            '&:hover': { borderColor: 'primary.main', boxShadow: '0 6px 18px rgba(0,0,0,.08)' },
          },
          '& img': { width: { xs: 64, sm: 96 }, height: { xs: 64, sm: 96 }, objectFit: 'contain' },
          '& span': {
            fontSize: { xs: 12.5, sm: 14 },
            fontWeight: 700,
            textAlign: 'center',
            lineHeight: 1.25,
          },
        }}
      >
        {categories.map((c) => (
          <li key={c.categoryId}>
            <Link to={`/${c.slug}`}>
              <img src={categoryImage(c)} alt="" width={96} height={96} loading="lazy" />
              <span>{c.name}</span>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
