// Desktop category navigation: a "Reparti" button opening a mega-menu (departments on the
// left, the hovered department's subcategories and their children on the right) and quick
// links to the first departments.
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Link, useLocation } from 'react-router';
import { categoryHref, type MenuCategory } from '../types';

export function DesktopMenu({ categories }: { categories: MenuCategory[] }) {
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | undefined>(categories[0]?.categoryId);
  const panelId = useId();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const active = categories.find((c) => c.categoryId === activeId) ?? categories[0];

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <Box
      ref={rootRef}
      component="nav"
      aria-label={t('header.departments')}
      data-testid="desktop-menu"
      sx={{
        display: { xs: 'none', md: 'block' },
        borderTop: '1px solid #eee',
        position: 'relative',
        bgcolor: '#fff',
      }}
      onMouseLeave={() => setOpen(false)}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: 48 }}>
        <Button
          color="primary"
          variant={open ? 'contained' : 'text'}
          startIcon={<MenuIcon />}
          endIcon={
            <KeyboardArrowDownIcon
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }}
            />
          }
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          sx={{ mr: 1, px: 2, flexShrink: 0 }}
        >
          {t('header.allCategories')}
        </Button>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            gap: 0.5,
            listStyle: 'none',
            m: 0,
            p: 0,
            overflow: 'hidden',
            flexWrap: 'wrap',
            height: 36,
          }}
        >
          {categories.map((c) => (
            <li key={c.categoryId}>
              <Button
                component={Link}
                to={categoryHref(c)}
                color="inherit"
                sx={{ fontWeight: 600, color: 'text.primary', whiteSpace: 'nowrap', px: 1.5, height: 36 }}
              >
                {c.name}
              </Button>
            </li>
          ))}
        </Box>
      </Container>
      {open && active && (
        <Paper
          id={panelId}
          elevation={8}
          square
          data-testid="mega-menu"
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: '100%',
            zIndex: (theme) => theme.zIndex.appBar + 1,
            borderRadius: '0 0 14px 14px',
          }}
        >
          <Container maxWidth="lg" sx={{ display: 'flex', py: 2, maxHeight: '70vh' }}>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                width: 280,
                flexShrink: 0,
                borderRight: '1px solid #eee',
                overflowY: 'auto',
              }}
            >
              {categories.map((c) => (
                <li key={c.categoryId}>
                  <Box
                    component={Link}
                    to={categoryHref(c)}
                    onMouseEnter={() => setActiveId(c.categoryId)}
                    onFocus={() => setActiveId(c.categoryId)}
                    aria-current={c.categoryId === active.categoryId ? 'true' : undefined}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      px: 2,
                      py: 1,
                      mr: 1.5,
                      borderRadius: 2,
                      textDecoration: 'none',
                      fontWeight: 600,
                      color: c.categoryId === active.categoryId ? 'primary.main' : 'text.primary',
                      bgcolor: c.categoryId === active.categoryId ? '#fdecec' : 'transparent',
                    }}
                  >
                    {c.name}
                    <ChevronRightIcon fontSize="small" />
                  </Box>
                </li>
              ))}
            </Box>
            <Box sx={{ flex: 1, pl: 4, overflowY: 'auto' }}>
              <MuiLink
                component={Link}
                to={categoryHref(active)}
                sx={{ fontWeight: 800, fontSize: 18, color: 'primary.main' }}
              >
                {t('header.seeAll', { name: active.name })}
              </MuiLink>
              <Box sx={{ mt: 2, columnCount: { md: 2, lg: 3 }, columnGap: 4 }}>
                {(active.categories ?? []).map((child) => (
                  <Box key={child.categoryId} sx={{ breakInside: 'avoid', mb: 2.5 }}>
                    <Typography component="p" sx={{ fontWeight: 700 }}>
                      <MuiLink component={Link} to={categoryHref(child)} color="text.primary">
                        {child.name}
                      </MuiLink>
                    </Typography>
                    {child.categories && child.categories.length > 0 && (
                      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
                        {child.categories.map((leaf) => (
                          <li key={leaf.categoryId}>
                            <MuiLink
                              component={Link}
                              to={categoryHref(leaf)}
                              color="text.secondary"
                              sx={{ fontSize: 14, lineHeight: 1.9 }}
                            >
                              {leaf.name}
                            </MuiLink>
                          </li>
                        ))}
                      </Box>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          </Container>
        </Paper>
      )}
    </Box>
  );
}
