// The footer with the content links (pages, FAQ and blog of the content module, issue 23).
import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import type { MenuCategory } from '../types';
import css from './footer.module.css';
import { categoryHref } from '../types';

const columns = [
  {
    title: 'footer.help',
    links: [
      ['footer.howItWorks', '/page/come-funziona'],
      ['footer.services', '/page/servizi'],
      ['footer.faq', '/faq/domande-frequenti'],
      ['footer.contacts', '/page/contatti'],
      ['footer.member', '/page/diventa-socio'],
      ['footer.blog', '/blog'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['footer.about', '/page/chi-siamo'],
      ['footer.terms', '/page/condizioni-di-vendita'],
      ['footer.privacy', '/page/privacy'],
      ['footer.cookies', '/page/cookie'],
    ],
  },
] as const;

export function Footer({ categories }: { categories: MenuCategory[] }) {
  return (
    <footer className={css.footer}>
      <div className={`container ${css.columns}`}>
        <div className={css.brand}>
          <div className={css.name}>Sporta</div>
          <p className={css.tagline}>{t('header.tagline')}</p>
        </div>
        <nav aria-label={t('footer.shop')}>
          <h2>{t('footer.shop')}</h2>
          <ul>
            {categories.slice(0, 6).map((c) => (
              <li key={c.categoryId}>
                <Link to={categoryHref(c)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {columns.map((col) => (
          <nav key={col.title} aria-label={t(col.title)}>
            <h2>{t(col.title)}</h2>
            <ul>
              {col.links.map(([label, href]) => (
                <li key={href}>
                  <Link to={href}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={css.bottom}>
        <div className="container">
          <p className={css.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
