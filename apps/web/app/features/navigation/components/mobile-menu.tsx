// Mobile category navigation: a drawer with the departments; a department expands to its
// subcategories. Loaded only when the menu button is pressed, and the tree with it (menu-tree.ts).
// Back closes it (dialog stack).
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { useRegisterDialog } from '../../../ui/dialogs/dialog-stack';
import { useMenuTree } from '../menu-tree';
import { categoryHref, type MenuCategory } from '../types';

interface Props {
  open: boolean;
  onClose: () => void;
  categories: MenuCategory[];
}

export default function MobileMenu({ open, onClose, categories: departments }: Props) {
  const tree = useMenuTree();
  const categories = tree ?? departments;
  const [expanded, setExpanded] = useState<number | undefined>();
  useRegisterDialog(open, onClose);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{
        paper: { sx: { width: 'min(88vw, 360px)' }, 'aria-label': t('header.departments') } as object,
      }}
      data-testid="mobile-menu"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1.5,
          bgcolor: 'primary.main',
          color: '#fff',
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          {t('header.departments')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')} sx={{ color: '#fff' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List component="nav" aria-label={t('header.departments')} disablePadding>
        {/* The week's leaflets first (issue 24): what brings a shopper back every week. */}
        <Box component="div" sx={{ borderBottom: '1px solid #eee' }}>
          <ListItemButton component={Link} to="/volantini" onClick={onClose} data-testid="menu-leaflets">
            <ListItemText
              primary={t('header.leaflets')}
              slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 800 } } }}
            />
          </ListItemButton>
        </Box>
        {categories.map((c) => {
          const isOpen = expanded === c.categoryId;
          const children = c.categories ?? [];
          return (
            <Box component="div" key={c.categoryId} sx={{ borderBottom: '1px solid #eee' }}>
              {children.length > 0 || !tree ? (
                <ListItemButton
                  onClick={() => setExpanded(isOpen ? undefined : c.categoryId)}
                  aria-expanded={isOpen}
                >
                  <ListItemText primary={c.name} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
                  {isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                </ListItemButton>
              ) : (
                <ListItemButton component={Link} to={categoryHref(c)} onClick={onClose}>
                  <ListItemText primary={c.name} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
                </ListItemButton>
              )}
              <Collapse in={isOpen} unmountOnExit>
                <List disablePadding dense sx={{ bgcolor: '#faf8f5' }}>
                  <ListItemButton component={Link} to={categoryHref(c)} onClick={onClose} sx={{ pl: 4 }}>
                    <ListItemText
                      primary={t('header.seeAll', { name: c.name })}
                      slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 700 } } }}
                    />
                  </ListItemButton>
                  {children.map((child) => (
                    <ListItemButton
                      key={child.categoryId}
                      component={Link}
                      to={categoryHref(child)}
                      onClick={onClose}
                      sx={{ pl: 4 }}
                    >
                      <ListItemText primary={child.name} />
                    </ListItemButton>
                  ))}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
    </Drawer>
  );
}
