// The current leaflets as covers (/volantini): type, title, validity and page count; the whole
// card links to the leaflet's page.
import type { Leaflet } from '@sporta/contracts';
import { LEAFLET_TYPE_VOLANTINO } from '@sporta/domain/leaflets';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import css from './leaflets.module.css';

const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export function LeafletList({ leaflets }: { leaflets: Leaflet[] }) {
  if (leaflets.length === 0) return <p role="status">{t('leaflets.none')}</p>;
  return (
    <ul className={css.covers} data-testid="leaflet-list">
      {leaflets.map((l, i) => {
        const volantino = l.leafletTypeId === LEAFLET_TYPE_VOLANTINO;
        const cover = l.media.find((m) => m.width === 600) ?? l.media[0];
        const big = l.media.find((m) => m.width === 1200);
        return (
          <li key={l.leafletId} data-testid="leaflet-card">
            <article className={css.coverCard}>
              {cover && (
                <img
                  src={cover.mediaURL}
                  srcSet={big ? `${cover.mediaURL} 600w, ${big.mediaURL} 1200w` : undefined}
                  sizes="(min-width: 600px) 260px, 50vw"
                  alt=""
                  width={800}
                  height={1132}
                  loading={i < 2 ? 'eager' : 'lazy'}
                />
              )}
              <div className={css.coverBody}>
                <span className={volantino ? css.coverType : `${css.coverType} ${css.soci}`}>
                  {volantino ? t('leaflets.volantino') : t('leaflets.catalogo')}
                </span>
                <h2 className={css.coverTitle}>
                  <Link to={l.location} aria-label={t('leaflets.open', { title: l.title })}>
                    {l.title}
                  </Link>
                </h2>
                <p className={css.coverMeta}>
                  {t('leaflets.validity', { from: dmy(l.fromDate), to: dmy(l.toDate) })}
                </p>
                <p className={css.coverMeta}>{t('leaflets.pages', { count: l.pageCount })}</p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
