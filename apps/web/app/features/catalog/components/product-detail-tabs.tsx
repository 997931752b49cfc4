// The product page's detail tabs (issue 4 §3): Descrizione, Ingredienti, Allergeni,
// Conservazione, Valori nutrizionali — the WAI-ARIA tabs pattern (arrow keys, Home, End).
// Every panel is in the server's HTML (hidden but for the chosen one), so all texts are indexed.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { describedText, productDescription } from '../product-meta';
import type { Product } from '../types';
import css from './product-detail-tabs.module.css';

const sections = [
  ['description', 'product.description'],
  ['ingredients', 'product.ingredients'],
  ['allergens', 'product.allergens'],
  ['storage', 'product.storage'],
  ['nutritional_values', 'product.nutritionalValues'],
] as const;

type Rows = { name: string; value: string }[];

function plain(html: unknown): string {
  if (typeof html !== 'string') return '';
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .trim();
}

function NutritionTable({ rows, caption }: { rows: Rows; caption: string }) {
  return (
    <table className={css.table}>
      <caption className={css.hidden}>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className={row.name.startsWith('di cui') ? css.sub : undefined}>
              {row.name}
            </th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProductDetailTabs({ product }: { product: Product }) {
  const base = useId();
  const details = productDescription(product);
  const description = describedText(product) || product.description;
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent) => {
    const last = sections.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? (active + 1) % sections.length
        : e.key === 'ArrowLeft'
          ? (active + last) % sections.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    e.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <div data-testid="product-tabs">
      <div role="tablist" aria-label={t('catalog.detailTabs')} onKeyDown={onKey} className={css.tablist}>
        {sections.map(([key, label], i) => (
          <button
            type="button"
            role="tab"
            key={key}
            id={`${base}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            ref={(el: HTMLButtonElement | null) => {
              tabs.current[i] = el;
            }}
            onClick={() => setActive(i)}
            className={css.tab}
          >
            {t(label)}
          </button>
        ))}
      </div>
      {sections.map(([key, label], i) => {
        const value = key === 'description' ? description : details[key];
        return (
          <div
            role="tabpanel"
            key={key}
            id={`${base}-panel-${i}`}
            aria-labelledby={`${base}-tab-${i}`}
            hidden={i !== active}
            tabIndex={0}
            className={css.panel}
          >
            {Array.isArray(value) && value.length > 0 ? (
              <NutritionTable rows={value as Rows} caption={t(label)} />
            ) : plain(value) ? (
              <p className={`${css.text} ${css.long}`}>{plain(value)}</p>
            ) : (
              <p className={css.text}>{t('catalog.noDetails')}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
