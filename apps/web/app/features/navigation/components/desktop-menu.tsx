// Desktop category navigation: a "Reparti" button opening a mega-menu (departments on the
// left, the hovered department's subcategories and their children on the right) and quick
// links to the first departments.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { Icon } from '../../../ui/icon';
import { Link, useLocation } from 'react-router';
import { categoryHref, type MenuCategory } from '../types';

const MegaMenuPanel = lazyDialog(() => import('./mega-menu-panel'));

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
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          height: 48,
          '& .dm-all': { mr: 1, px: 2, flexShrink: 0 },
          '& .dm-all-closed': { color: 'primary.main' },
          '& .dm-arrow': { transition: 'transform .2s' },
          '& [aria-expanded="true"] .dm-arrow': { transform: 'rotate(180deg)' },
        }}
      >
        <button
          type="button"
          className={open ? 'sb-contained dm-all' : 'sb-text dm-all dm-all-closed'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="menu" />
          {t('header.allCategories')}
          <Icon name="keyboardArrowDown" className="dm-arrow" />
        </button>
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
            '& a': {
              display: 'inline-flex',
              alignItems: 'center',
              height: 36,
              px: 1.5,
              borderRadius: 999,
              fontSize: '0.875rem',
              fontWeight: 600,
              color: 'text.primary',
              textDecoration: 'none',
              whiteSpace: 'nowrap',
              '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.04)' },
            },
          }}
        >
          {categories.map((c) => (
            <li key={c.categoryId}>
              <Link to={categoryHref(c)}>{c.name}</Link>
            </li>
          ))}
        </Box>
      </Container>
      {active && (
        <MegaMenuPanel
          open={open}
          panelId={panelId}
          categories={categories}
          active={active}
          onActivate={setActiveId}
        />
      )}
    </Box>
  );
}
