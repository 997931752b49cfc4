// The shop header: logo, search, login and cart entry points, the category menu.
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuCategory } from '../types';
import { DesktopMenu } from './desktop-menu';
import { Logo } from './logo';
import { SearchBox, visuallyHidden } from './search-box';

const MobileMenu = lazy(() => import('./mobile-menu'));

export function Header({
  categories,
  account,
  cart,
}: {
  categories: MenuCategory[];
  account?: ReactNode;
  cart?: ReactNode;
}) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
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
        <IconButton
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' }, ml: -1 }}
          data-testid="open-mobile-menu"
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'flex' }, justifyContent: 'center' }}>
          <SearchBox />
        </Box>
        <Box sx={{ flex: { xs: 1, md: 0 } }} />
        {/* The account entry point comes from the account feature (routes/shop-layout.tsx). */}
        {account ?? (
          <>
            <Button
              component={Link}
              to="/login"
              color="inherit"
              startIcon={<PersonOutlineIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
            >
              {t('header.login')}
            </Button>
            <IconButton
              component={Link}
              to="/login"
              aria-label={t('header.login')}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <PersonOutlineIcon />
            </IconButton>
          </>
        )}
        {/* The cart entry point (count and total) comes from the cart feature. */}
        {cart ?? (
          <>
            <Button
              component={Link}
              to="/cart"
              variant="contained"
              startIcon={<ShoppingCartOutlinedIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap', px: 2.5 }}
            >
              {t('header.cart')}
            </Button>
            <IconButton
              component={Link}
              to="/cart"
              aria-label={t('header.cart')}
              sx={{ display: { xs: 'inline-flex', sm: 'none' }, color: 'primary.main' }}
            >
              <ShoppingCartOutlinedIcon />
            </IconButton>
          </>
        )}
      </Container>
      <Container maxWidth="lg" sx={{ display: { xs: 'flex', md: 'none' }, pb: 1.25 }}>
        <SearchBox />
      </Container>
      <DesktopMenu categories={categories} />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={drawerOpen} onClose={closeDrawer} categories={categories} />
        </Suspense>
      )}
    </Box>
  );
}
