// The filter panel in a drawer, below 960 px; loaded by product-list-view.tsx when first opened.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n';

export default function FiltersDrawer({
  open,
  onClose,
  total,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Products matching the filters, on the apply button. */
  total: number;
  /** The filter panel. */
  children: ReactNode;
}) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      // the drawer is a dialog named by its heading (axe aria-dialog-name)
      slotProps={{
        paper: {
          sx: { width: 320, maxWidth: '88vw', p: 2.5 },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'filters-drawer-title',
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography id="filters-drawer-title" variant="h2" sx={{ flex: 1, fontSize: 20 }}>
          {t('catalog.filtersTitle')}
        </Typography>
      </Box>
      {children}
      <Button variant="contained" onClick={onClose} sx={{ mt: 3 }} fullWidth>
        {t('catalog.applyFilters', { count: total })}
      </Button>
    </Drawer>
  );
}
