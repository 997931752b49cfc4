// Desktop category navigation: a "Reparti" button opening a mega-menu (departments on the
// left, the hovered department's subcategories and their children on the right) and quick
// links to the first departments.
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';
import { Icon } from '../../../ui/icon';
import { Link, useLocation } from 'react-router';
import sb from '../../../ui/shell-buttons.module.css';
import { categoryHref, prefetchMenuTree, type MenuCategory } from '../types';
import css from './desktop-menu.module.css';

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
    <nav
      ref={rootRef}
      aria-label={t('header.departments')}
      data-testid="desktop-menu"
      className={css.nav}
      onMouseLeave={() => setOpen(false)}
    >
      <div className={`container ${css.bar}`}>
        <button
          type="button"
          className={open ? `${sb.contained} ${css.all}` : `${sb.text} ${css.all} ${css.closed}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            setOpen((o) => !o);
            prefetchMenuTree(); // with the panel's code, not after it
          }}
        >
          <Icon name="menu" />
          {t('header.allCategories')}
          <Icon name="keyboardArrowDown" className={css.arrow} />
        </button>
        <ul className={css.links}>
          {/* The week's leaflets first (issue 24), then the departments. */}
          <li>
            <Link to="/volantini" className={css.leaflets} data-testid="menu-leaflets">
              {t('header.leaflets')}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.categoryId}>
              <Link to={categoryHref(c)}>{c.name}</Link>
            </li>
          ))}
        </ul>
      </div>
      {active && (
        <MegaMenuPanel
          open={open}
          panelId={panelId}
          departments={categories}
          activeId={active.categoryId}
          onActivate={setActiveId}
        />
      )}
    </nav>
  );
}
