// The footer with the content links (their pages arrive with the content issue).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
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
  // One style rule for the whole footer: its links and headings are plain elements.
  return (
    <Box
      component="footer"
      sx={{
        mt: 8,
        bgcolor: '#1f1f23',
        color: '#e8e8e8',
        '& h2': { fontWeight: 800, color: '#fff', mt: 0, mb: 1.5, fontSize: 16 },
        '& ul': { listStyle: 'none', m: 0, p: 0 },
        '& a': { color: '#e8e8e8', lineHeight: 2, textDecoration: 'none' },
        '& a:hover': { textDecoration: 'underline' },
        '& p': { m: 0 },
      }}
    >
      <Container
        maxWidth="lg"
        sx={{ py: 6, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Box component="p" sx={{ fontWeight: 900, fontSize: 28, color: '#fff', letterSpacing: '-0.04em' }}>
            Sporta
          </Box>
          <Box component="p" sx={{ mt: 1, color: '#c9c9cf', maxWidth: 340 }}>
            {t('header.tagline')}
          </Box>
        </Box>
        <nav aria-label={t('footer.shop')}>
          <h2>{t('footer.shop')}</h2>
          <ul>
            {categories.slice(0, 6).map((c) => (
              <li key={c.categoryId}>
                <Link to={categoryHref(c)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {columns.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2>{t(col.title)}</h2>
            <ul>
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <Box sx={{ borderTop: '1px solid #34343a' }}>
        <Container maxWidth="lg" sx={{ py: 2.5 }}>
          <Box component="p" sx={{ fontSize: 13, color: '#c9c9cf' }}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Box>
        </Container>
      </Box>
    </Box>
  );
}
