// The shop header: logo, search, login and cart entry points, the category menu.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import type { MenuCategory } from '../types';
import { DesktopMenu } from './desktop-menu';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { Icon } from '../../../ui/icon';
import { shellButtons } from '../../../ui/shell-buttons';
import { visuallyHidden } from '../../../ui/visually-hidden';

const MobileMenu = lazyDialog(() => import('./mobile-menu'));

export function Header({
  categories,
  account,
  cart,
}: {
  categories: MenuCategory[];
  /** Login / account menu, from the account feature. */
  account: ReactNode;
  /** Cart button with count and total, from the cart feature. */
  cart: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        bgcolor: '#fff',
        boxShadow: '0 1px 0 #e8e8e8, 0 2px 12px rgba(0,0,0,.04)',
        // The shell's buttons (menu, search, login, cart) are native elements styled here.
        ...shellButtons,
        '& .hdr-menu': { display: { md: 'none' }, ml: -1 },
      }}
    >
      <Box
        component="a"
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', m: 0, p: 1 },
        }}
      >
        {t('header.skipToContent')}
      </Box>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: '#fff',
          fontSize: 13,
          fontWeight: 600,
          textAlign: 'center',
          py: 0.5,
          display: { xs: 'none', sm: 'block' },
        }}
      >
        {t('header.tagline')}
      </Box>
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, md: 3 }, py: { xs: 1, md: 1.5 } }}
      >
        <button
          type="button"
          className="sb-icon hdr-menu"
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
          data-testid="open-mobile-menu"
        >
          <Icon name="menu" />
        </button>
        <Logo />
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
          <SearchBox />
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        {/* Entry points owned by their features, joined in routes/shop-layout.tsx. */}
        {account}
        {cart}
      </Container>
      <Container maxWidth="lg" sx={{ display: { xs: 'flex', md: 'none' }, pb: 1.25 }}>
        <SearchBox />
      </Container>
      <DesktopMenu categories={categories} />
      <MobileMenu open={drawerOpen} onClose={closeDrawer} categories={categories} />
    </Box>
  );
}
