// The logged-in account menu (profile, logout), loaded by account-menu.tsx when first opened.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';

export default function AccountMenuPopup({
  open,
  anchor,
  onClose,
  onLogout,
}: {
  open: boolean;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={open} onClose={onClose}>
      <MenuItem component={Link} to="/profile" onClick={onClose}>
        {t('account.profile')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('account.logout')}
      </MenuItem>
    </Menu>
  );
}
