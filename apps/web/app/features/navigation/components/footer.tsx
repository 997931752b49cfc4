// The footer with the content links (their pages arrive with the content issue).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { MenuCategory } from '../types';
import { categoryHref } from '../types';

const columns = [
  {
    title: 'footer.help',
    links: [
      ['footer.howItWorks', '/page/come-funziona'],
      ['footer.services', '/page/servizi'],
      ['footer.faq', '/faq/domande-frequenti'],
      ['footer.contacts', '/page/contatti'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['footer.about', '/page/chi-siamo'],
      ['footer.terms', '/page/condizioni-di-vendita'],
      ['footer.privacy', '/page/privacy'],
      ['footer.cookies', '/page/cookie'],
    ],
  },
] as const;

export function Footer({ categories }: { categories: MenuCategory[] }) {
  return (
    <Box component="footer" sx={{ mt: 8, bgcolor: '#1f1f23', color: '#e8e8e8' }}>
      <Container
        maxWidth="lg"
        sx={{ py: 6, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Typography sx={{ fontWeight: 900, fontSize: 28, color: '#fff', letterSpacing: '-0.04em' }}>
            Sporta
          </Typography>
          <Typography sx={{ mt: 1, color: '#c9c9cf', maxWidth: 340 }}>{t('header.tagline')}</Typography>
        </Box>
        <Box component="nav" aria-label={t('footer.shop')}>
          <Typography component="h2" sx={{ fontWeight: 800, color: '#fff', mb: 1.5, fontSize: 16 }}>
            {t('footer.shop')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {categories.slice(0, 6).map((c) => (
              <li key={c.categoryId}>
                <MuiLink component={Link} to={categoryHref(c)} sx={{ color: '#e8e8e8', lineHeight: 2 }}>
                  {c.name}
                </MuiLink>
              </li>
            ))}
          </Box>
        </Box>
        {columns.map((col) => (
          <Box component="nav" key={col.title} aria-label={t(col.title)}>
            <Typography component="h2" sx={{ fontWeight: 800, color: '#fff', mb: 1.5, fontSize: 16 }}>
              {t(col.title)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <MuiLink component={Link} to={href} sx={{ color: '#e8e8e8', lineHeight: 2 }}>
                    {t(label)}
                  </MuiLink>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Container>
      <Box sx={{ borderTop: '1px solid #34343a' }}>
        <Container maxWidth="lg" sx={{ py: 2.5 }}>
          <Typography sx={{ fontSize: 13, color: '#c9c9cf' }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
