// The pages that are not entry pages (account, cart, checkout, stores, search…) render inside
// MUI's scope; home, category and product pages stay outside it (ADR 0015).
import { Outlet } from 'react-router';
import { MuiScope } from '../ui/mui-scope';

export default function MuiLayout() {
  return (
    <MuiScope>
      <Outlet />
    </MuiScope>
  );
}
