// The shop header: logo, search, login and cart entry points, the category menu.
import { useCallback, useState, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { prefetchMenuTree, type MenuCategory } from '../types';
import { DesktopMenu } from './desktop-menu';
import { Logo } from './logo';
import { SearchBox } from './search-box';
import { Icon } from '../../../ui/icon';
import sb from '../../../ui/shell-buttons.module.css';
import css from './header.module.css';

const MobileMenu = lazyDialog(() => import('./mobile-menu'));

export function Header({
  categories,
  account,
  cart,
  delivery,
}: {
  categories: MenuCategory[];
  /** Login / account menu, from the account feature. */
  account: ReactNode;
  /** Cart button with count and total, from the cart feature. */
  cart: ReactNode;
  /** The cart's service, address and slot (the delivery feature's bar), on every width. */
  delivery?: ReactNode;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <header className={css.header}>
      <a href="#main" className={css.skip}>
        {t('header.skipToContent')}
      </a>
      <div className={css.tagline}>{t('header.tagline')}</div>
      <div className={`container ${css.bar}`}>
        <button
          type="button"
          className={`${sb.icon} ${css.menu}`}
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerOpen(true);
            prefetchMenuTree(); // with the drawer's code, not after it
          }}
          data-testid="open-mobile-menu"
        >
          <Icon name="menu" />
        </button>
        <Logo />
        <div className={css.search}>
          <SearchBox />
        </div>
        <div className={css.spacer} />
        {/* Entry points owned by their features, joined in routes/shop-layout.tsx. */}
        {account}
        {cart}
      </div>
      <div className={`container ${css.mobileSearch}`}>
        <SearchBox />
      </div>
      <DesktopMenu categories={categories} />
      {/* From 960 px, in place of the tagline, at the top (below, the layout puts it under the header). */}
      <div className={css.delivery}>{delivery}</div>
      <MobileMenu open={drawerOpen} onClose={closeDrawer} categories={categories} />
    </header>
  );
}
