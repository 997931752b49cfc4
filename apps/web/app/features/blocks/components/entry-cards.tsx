// Recipe slider and article list (seed 002 §2 "Article cards"): image (200 px high; none for a
// post without one), title, publication date and abstract. The slider is a scroll-snapped row as
// the product slider's (1/2/3/4/6 per view), the list a grid of cards; a link to all of them.
import type { CategoryBlock } from '@sporta/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../ui/format';
import css from './blocks.module.css';

type EntryBlock = Extract<CategoryBlock, { kind: 'recipe-slider' | 'article-list' | 'leaflet-slider' }>;

interface Props {
  block: EntryBlock;
  layout: 'slider' | 'list';
  allHref: string;
  allText: string;
  testId: string;
}

export function EntryCards({ block, layout, allHref, allText, testId }: Props) {
  const titleId = useId();
  if (block.proposals.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby={titleId} data-testid={testId}>
      <div className={css.head}>
        <h2 id={titleId} className={css.title}>
          {block.title}
        </h2>
        <Link to={allHref} className={css.showAll}>
          {allText}
        </Link>
      </div>
      <ul className={layout === 'slider' ? css.cardRow : css.cardGrid}>
        {block.proposals.map((p) => (
          <li key={p.id} className={css.entry}>
            <Link to={p.proposalUrl} className={css.entryLink}>
              {p.img && (
                <img src={p.img} alt="" className={css.entryImage} width={200} height={200} loading="lazy" />
              )}
              <span className={css.entryBody}>
                <h3 className={css.entryTitle}>{p.name}</h3>
                {layout === 'list' && p.pubDate && (
                  <time className={css.entryDate} dateTime={p.pubDate}>
                    {formatDate(p.pubDate)}
                  </time>
                )}
                {p.descr && <span className={css.entryDescr}>{p.descr}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
