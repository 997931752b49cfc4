// The blog's cards (spec 002 §2 "Article cards", post kind): title, publication date, abstract;
// newer and older pages by link (pager.tsx).
import type { WpEntry } from '@sporta/contracts';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { formatDate } from '../../../ui/format';
import { renderedText } from './content-html';
import css from './content.module.css';
import { Pager } from './pager';

export function PostList({
  posts,
  page,
  totalPages,
}: {
  posts: WpEntry[];
  page: number;
  totalPages: number;
}) {
  if (posts.length === 0) return <p>{t('content.noPosts')}</p>;
  return (
    <>
      <ul className={css.list} data-testid="post-list">
        {posts.map((p) => (
          <li key={p.id}>
            <article className={css.card}>
              <h2>
                <Link to={`/blog/${p.slug}`}>{renderedText(p.title.rendered)}</Link>
              </h2>
              <p className={css.meta}>{t('content.publishedOn', { date: formatDate(`${p.date_gmt}Z`) })}</p>
              <div className={css.excerpt} dangerouslySetInnerHTML={{ __html: p.excerpt.rendered }} />
            </article>
          </li>
        ))}
      </ul>
      <Pager
        base="/blog"
        page={page}
        totalPages={totalPages}
        label={t('content.pagination')}
        previous={t('content.newer')}
        next={t('content.older')}
      />
    </>
  );
}
