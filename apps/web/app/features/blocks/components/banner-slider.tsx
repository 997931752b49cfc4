// Banner slider (seed 002 §2: autoplay on by default). CSS scroll snapping moves the slides (the
// server-rendered page scrolls them without JavaScript); once hydrated, autoplay advances one
// slide every intervalMs. Accessible as the WAI-ARIA carousel pattern: a pause/play button
// first, previous/next and one button per slide, slides as labelled groups, announcements
// only while paused; autoplay waits while the pointer or the focus is inside, and does not start
// when the shopper asks for reduced motion.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { CategoryBlock } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { Icon } from '../../../ui/icon';
import { BannerLink } from './banner-link';
import css from './blocks.module.css';

type SliderBlock = Extract<CategoryBlock, { kind: 'banner-slider' }>;

export function BannerSlider({
  block,
  eager,
  testId,
}: {
  block: SliderBlock;
  eager: boolean;
  testId: string;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(block.metaData.autoplay);
  const [held, setHeld] = useState(false);
  const slides = block.proposals;
  const count = slides.length;

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  const go = (index: number) => {
    const row = rowRef.current;
    if (!row) return;
    const next = (index + count) % count;
    row.scrollTo({ left: next * row.clientWidth, behavior: 'smooth' });
    setCurrent(next);
  };

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => {
      const row = rowRef.current;
      if (!row) return;
      const at = Math.round(row.scrollLeft / Math.max(row.clientWidth, 1));
      const next = (at + 1) % count;
      row.scrollTo({ left: next * row.clientWidth, behavior: 'smooth' });
      setCurrent(next);
    }, block.metaData.intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, count, block.metaData.intervalMs]);

  if (count === 0) return null;
  const onScroll = () => {
    const row = rowRef.current;
    if (row) setCurrent(Math.round(row.scrollLeft / Math.max(row.clientWidth, 1)));
  };
  return (
    <section
      className={css.slider}
      aria-roledescription="carousel"
      aria-label={block.title || t('blocks.slider')}
      data-testid={testId}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div
        ref={rowRef}
        className={css.slides}
        aria-live={playing && !held ? 'off' : 'polite'}
        onScroll={onScroll}
      >
        {slides.map((p, i) => {
          const meta = p.metaData.category_proposal_type;
          const colours = { backgroundColor: meta.BACKGROUND_COLOR, color: meta.TEXT_COLOR } as CSSProperties;
          const first = eager && i === 0;
          return (
            <div
              key={p.id}
              className={css.slide}
              style={colours}
              role="group"
              aria-roledescription="slide"
              aria-label={t('blocks.slide', { n: i + 1, total: count })}
              aria-hidden={i === current ? undefined : true}
              inert={i === current ? undefined : true}
            >
              <BannerLink href={p.proposalUrl} className={css.slideLink}>
                <img
                  src={p.img}
                  alt={p.imgAlt}
                  className={css.slideImage}
                  width={1200}
                  height={400}
                  loading={first ? 'eager' : 'lazy'}
                  fetchPriority={first ? 'high' : undefined}
                />
                <span className={css.slideText}>
                  <h2 className={css.slideTitle}>{p.name}</h2>
                  {p.descr && <span className={css.bannerDescr}>{p.descr}</span>}
                  {meta.BTN_TEXT && <span className={css.button}>{meta.BTN_TEXT}</span>}
                </span>
              </BannerLink>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={css.controls}>
          <button
            type="button"
            className={css.control}
            aria-label={playing ? t('blocks.pause') : t('blocks.play')}
            data-testid="slider-toggle"
            onClick={() => setPlaying((p) => !p)}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            className={css.control}
            aria-label={t('blocks.previous')}
            onClick={() => go(current - 1)}
          >
            <Icon name="navigateBefore" />
          </button>
          {slides.map((p, i) => (
            <button
              key={p.id}
              type="button"
              className={css.dot}
              aria-label={t('blocks.goTo', { n: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button
            type="button"
            className={css.control}
            aria-label={t('blocks.next')}
            onClick={() => go(current + 1)}
          >
            <Icon name="navigateNext" />
          </button>
        </div>
      )}
    </section>
  );
}
