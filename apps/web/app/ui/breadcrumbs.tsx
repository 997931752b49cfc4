import { Fragment } from 'react';
import { t } from '../i18n/i18n';
import { Link } from 'react-router';
import css from './breadcrumbs.module.css';
import { Icon } from './icon';

export interface Crumb {
  name: string;
  href: string;
}

/** Homepage › … › current page; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all = [{ name: t('breadcrumbs.home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('breadcrumbs.label')} className={css.nav}>
      <ol>
        {all.map((c, i) => (
          <Fragment key={c.href}>
            {i > 0 && (
              <li aria-hidden="true" className={css.separator}>
                <Icon name="navigateNext" size={20} />
              </li>
            )}
            <li>
              {i === all.length - 1 ? (
                <span aria-current="page" className={css.current}>
                  {c.name}
                </span>
              ) : (
                <Link to={c.href}>{c.name}</Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
