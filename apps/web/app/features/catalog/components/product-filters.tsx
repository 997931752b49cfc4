// The filter panel of a product list (spec 001 §3–4): promo-only and new-only switches, then
// one group of checkboxes per facet of `data.facets` (brand, product-class groups) with their
// counts. Every change writes the URL (page back to 1); the list is rendered from the URL.
import { useEffect, useId, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { isMarkedLoggedIn } from '../../../lib/api/identity';
import {
  activeFilterCount,
  emptyFilters,
  toggleFacet,
  withNewOnly,
  withPreferred,
  withPromo,
  type ProductFilters as Filters,
} from '../filters';
import type { Facet } from '../types';
import css from './product-filters.module.css';

const VISIBLE_VALUES = 8;

interface Props {
  facets: Facet[];
  filters: Filters;
  onChange: (next: Filters) => void;
}

function FacetGroup({
  facet,
  selected,
  onToggle,
}: {
  facet: Facet;
  selected: number[];
  onToggle: (id: number) => void;
}) {
  const [open, setOpen] = useState(false);
  const legendId = useId();
  // Within a group with a selection the values add up (OR): show the count without facet
  // filters; elsewhere the count with every filter applied, which is what ticking gives.
  const grouped = selected.length > 0;
  const values = facet.values
    .map((v) => ({ ...v, shown: grouped ? v.count : v.filteredCount }))
    .filter((v) => v.shown > 0 || selected.includes(v.id));
  if (values.length === 0) return null;
  const visible = open ? values : values.slice(0, VISIBLE_VALUES);
  return (
    <fieldset aria-labelledby={legendId} className={css.group} data-testid={`facet-${facet.parameterName}`}>
      <legend id={legendId}>{facet.name}</legend>
      {visible.map((v) => (
        <label key={v.id} className={css.option}>
          <input
            type="checkbox"
            checked={selected.includes(v.id)}
            onChange={() => onToggle(v.id)}
            name={facet.parameterName}
            value={v.id}
          />
          <span>{t('catalog.facetValue', { name: v.name, count: v.shown })}</span>
        </label>
      ))}
      {values.length > VISIBLE_VALUES && (
        <button type="button" className={css.more} onClick={() => setOpen(!open)}>
          {open
            ? t('catalog.showFewerValues')
            : t('catalog.showMoreValues', { count: values.length - VISIBLE_VALUES })}
        </button>
      )}
    </fieldset>
  );
}

export function ProductFilters({ facets, filters, onChange }: Props) {
  // Favourites need a login; known in the browser only (the server renders without the option).
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(isMarkedLoggedIn()), []);
  const active = activeFilterCount(filters);
  const offersId = useId();
  return (
    <div data-testid="product-filters" className={css.filters}>
      <fieldset aria-labelledby={offersId} className={css.group}>
        <legend id={offersId}>{t('catalog.offers')}</legend>
        <label className={css.option}>
          <input
            type="checkbox"
            checked={filters.promo}
            onChange={(e) => onChange(withPromo(filters, e.target.checked))}
          />
          <span>{t('catalog.promoOnly')}</span>
        </label>
        <label className={css.option}>
          <input
            type="checkbox"
            checked={filters.newOnly}
            onChange={(e) => onChange(withNewOnly(filters, e.target.checked))}
          />
          <span>{t('catalog.newOnly')}</span>
        </label>
        {(loggedIn || filters.preferred) && (
          <label className={css.option}>
            <input
              type="checkbox"
              checked={filters.preferred}
              onChange={(e) => onChange(withPreferred(filters, e.target.checked))}
            />
            <span>{t('catalog.preferredOnly')}</span>
          </label>
        )}
      </fieldset>
      {facets.map((facet) => (
        <FacetGroup
          key={facet.parameterName}
          facet={facet}
          selected={filters.facets[facet.parameterName] ?? []}
          onToggle={(id) => onChange(toggleFacet(filters, facet.parameterName, id))}
        />
      ))}
      {active > 0 && (
        <button
          type="button"
          className={css.clear}
          onClick={() => onChange({ ...emptyFilters, sort: filters.sort })}
        >
          {t('catalog.clearFilters')}
        </button>
      )}
    </div>
  );
}
