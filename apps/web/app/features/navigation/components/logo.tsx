import { t } from '../../../i18n/i18n';
import { Link } from 'react-router';
import css from './logo.module.css';

/** The "Sporta" wordmark with its basket mark; links home. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={t('header.logoLabel')}
      data-testid="logo"
      className={compact ? `${css.logo} ${css.compact}` : css.logo}
    >
      <svg viewBox="0 0 40 40" aria-hidden>
        <circle cx="20" cy="20" r="20" fill="currentColor" />
        <path d="M10 16h20l-2.2 12.2a2 2 0 0 1-2 1.8H14.2a2 2 0 0 1-2-1.8L10 16z" fill="#fff" />
        <path d="M15 16l4-7M25 16l-4-7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" fill="none" />
        <circle cx="16.5" cy="22.5" r="1.6" fill="currentColor" />
        <circle cx="23.5" cy="22.5" r="1.6" fill="currentColor" />
      </svg>
      <span>Sporta</span>
    </Link>
  );
}
