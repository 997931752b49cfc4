// Banner grid (seed 002 §2 "Banner cards"): variants image overlay, card and button; columns per
// breakpoint from the block's settings (12ths of the row; default 12/6/4/4/4 for xs…xl), laid
// out by CSS alone (custom properties read by blocks.module.css).
import type { CSSProperties } from 'react';
import type { CategoryBlock } from '@sporta/contracts';
import { BannerLink } from './banner-link';
import css from './blocks.module.css';

type GridBlock = Extract<CategoryBlock, { kind: 'banner-grid' }>;

export function BannerGrid({ block, eager, testId }: { block: GridBlock; eager: boolean; testId: string }) {
  if (block.proposals.length === 0) return null;
  const { columns, variant } = block.metaData;
  const style = {
    '--xs': columns.xs,
    '--sm': columns.sm,
    '--md': columns.md,
    '--lg': columns.lg,
    '--xl': columns.xl,
  } as CSSProperties;
  return (
    <section className={css.section} data-testid={testId} aria-label={block.title || undefined}>
      {block.title && <h2 className={css.title}>{block.title}</h2>}
      <ul className={css.grid} style={style}>
        {block.proposals.map((p, i) => {
          const meta = p.metaData.category_proposal_type;
          const colours = { backgroundColor: meta.BACKGROUND_COLOR, color: meta.TEXT_COLOR } as CSSProperties;
          const first = eager && i === 0;
          return (
            <li key={p.id} className={css[variant]} style={colours}>
              <BannerLink href={p.proposalUrl} className={css.bannerLink}>
                {variant !== 'button' && (
                  <img
                    src={p.img}
                    alt={p.imgAlt}
                    className={css.bannerImage}
                    width={variant === 'card' ? 600 : 1200}
                    height={300}
                    loading={first ? 'eager' : 'lazy'}
                    fetchPriority={first ? 'high' : undefined}
                  />
                )}
                <span className={css.bannerText}>
                  <h3 className={css.bannerTitle}>{p.name}</h3>
                  {p.descr && <span className={css.bannerDescr}>{p.descr}</span>}
                  {meta.BTN_TEXT && <span className={css.button}>{meta.BTN_TEXT}</span>}
                </span>
              </BannerLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
