// Sort options of a product list (spec 001 §4): relevance, price up and down, price per kg/l,
// name. A native select: keyboard and screen-reader friendly, and light.
import { useId } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { SORTS, type Sort } from '../filters';
import css from './sort-select.module.css';

const labels: Record<Sort, MessageKey> = {
  rel: 'catalog.sortRel',
  price_asc: 'catalog.sortPriceAsc',
  price_desc: 'catalog.sortPriceDesc',
  price_um_asc: 'catalog.sortPriceUmAsc',
  name_asc: 'catalog.sortNameAsc',
  name_desc: 'catalog.sortNameDesc',
};

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const id = useId();
  return (
    <div className={css.sort}>
      <label htmlFor={id}>{t('catalog.sort')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as Sort)}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {t(labels[s])}
          </option>
        ))}
      </select>
    </div>
  );
}
