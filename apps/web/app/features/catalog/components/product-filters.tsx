// The filter panel of a product list (spec 001 §3–4): promo-only and new-only switches, then
// one group of checkboxes per facet of `data.facets` (brand, product-class groups) with their
// counts. Every change writes the URL (page back to 1); the list is rendered from the URL.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useState } from 'react';
import { isMarkedLoggedIn } from '../../account/session';
import { t } from '../../../i18n/i18n';
import { brand } from '../../../ui/theme';
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
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={fieldsetSx}
      data-testid={`facet-${facet.parameterName}`}
    >
      <Box component="legend" id={legendId} sx={legendSx}>
        {facet.name}
      </Box>
      {visible.map((v) => (
        <label key={v.id} className="pf-option">
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
        <Button size="small" onClick={() => setOpen(!open)} sx={{ alignSelf: 'flex-start', px: 1 }}>
          {open
            ? t('catalog.showFewerValues')
            : t('catalog.showMoreValues', { count: values.length - VISIBLE_VALUES })}
        </Button>
      )}
    </Box>
  );
}

export function ProductFilters({ facets, filters, onChange }: Props) {
  // Favourites need a login; known in the browser only (the server renders without the option).
  const [loggedIn, setLoggedIn] = useState(false);
  useEffect(() => setLoggedIn(isMarkedLoggedIn()), []);
  const active = activeFilterCount(filters);
  const offersId = useId();
  return (
    <Box data-testid="product-filters" sx={filtersSx}>
      <Box component="fieldset" aria-labelledby={offersId} sx={fieldsetSx}>
        <Box component="legend" id={offersId} sx={legendSx}>
          {t('catalog.offers')}
        </Box>
        <label className="pf-option">
          <input
            type="checkbox"
            checked={filters.promo}
            onChange={(e) => onChange(withPromo(filters, e.target.checked))}
          />
          <span>{t('catalog.promoOnly')}</span>
        </label>
        <label className="pf-option">
          <input
            type="checkbox"
            checked={filters.newOnly}
            onChange={(e) => onChange(withNewOnly(filters, e.target.checked))}
          />
          <span>{t('catalog.newOnly')}</span>
        </label>
        {(loggedIn || filters.preferred) && (
          <label className="pf-option">
            <input
              type="checkbox"
              checked={filters.preferred}
              onChange={(e) => onChange(withPreferred(filters, e.target.checked))}
            />
            <span>{t('catalog.preferredOnly')}</span>
          </label>
        )}
      </Box>
      {facets.map((facet) => (
        <FacetGroup
          key={facet.parameterName}
          facet={facet}
          selected={filters.facets[facet.parameterName] ?? []}
          onToggle={(id) => onChange(toggleFacet(filters, facet.parameterName, id))}
        />
      ))}
      {active > 0 && (
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => onChange({ ...emptyFilters, sort: filters.sort })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('catalog.clearFilters')}
        </Button>
      )}
    </Box>
  );
}

const fieldsetSx = {
  border: 0,
  m: 0,
  p: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
} as const;

const legendSx = { fontWeight: 800, fontSize: 15, mb: 0.5, p: 0 } as const;

// One style rule for the panel: native checkboxes in the shop's red.
const filtersSx = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& .pf-option': {
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    py: 0.5,
    fontSize: 14,
    lineHeight: 1.3,
    cursor: 'pointer',
  },
  '& .pf-option input': {
    width: 18,
    height: 18,
    m: 0,
    flex: 'none',
    accentColor: brand.red,
    cursor: 'pointer',
  },
  '& .pf-option input:focus-visible': {
    outline: '2px solid',
    outlineColor: 'secondary.main',
    outlineOffset: 2,
  },
} as const;
