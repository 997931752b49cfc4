// The header search (spec 000 §2): a GET form to /search?q= (works before scripts run) and a
// search-as-you-type dropdown from products/suggest (debounced), grouped in past searches,
// categories and products — the WAI-ARIA combobox pattern: arrow keys move, Enter opens the
// highlighted entry (or searches the text), Escape closes.
import Box from '@mui/material/Box';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { Form, useLocation, useNavigate } from 'react-router';
import { formatPrice } from '../../../ui/format';
import { Icon } from '../../../ui/icon';
import { getSuggest, type SuggestItem } from '../api/get-suggest';
import { visuallyHidden } from '../../../ui/visually-hidden';

export const SUGGEST_DEBOUNCE_MS = 200;
export const SUGGEST_MIN_CHARS = 2;

const groups = [
  ['word', 'search.pastWords'],
  ['category', 'search.categories'],
  ['product', 'search.products'],
] as const;

export function SearchBox() {
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState(() => new URLSearchParams(location.search).get('q') ?? '');
  const [items, setItems] = useState<SuggestItem[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);

  // A new page closes the dropdown; a results page shows its own words.
  useEffect(() => {
    setOpen(false);
    setActive(-1);
    if (location.pathname === '/search') setText(new URLSearchParams(location.search).get('q') ?? '');
  }, [location.key]);

  useEffect(() => {
    const q = text.trim();
    if (q.length < SUGGEST_MIN_CHARS) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void getSuggest(q, controller.signal).then((list) => {
        if (controller.signal.aborted) return;
        setItems(list);
        setActive(-1);
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const ordered = groups.flatMap(([type]) => items.filter((i) => i.type === type));
  const expanded = open && ordered.length > 0;
  const go = (item: SuggestItem) => {
    setOpen(false);
    if (item.type === 'word') setText(item.name);
    void navigate(item.url);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (ordered.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const last = ordered.length - 1;
      setActive((a) => (e.key === 'ArrowDown' ? (a >= last ? 0 : a + 1) : a <= 0 ? last : a - 1));
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && expanded && active >= 0 && ordered[active]) {
      e.preventDefault();
      go(ordered[active]);
    }
  };
  const optionId = (i: number) => `${id}-opt-${i}`;
  let index = -1;
  return (
    <Box
      component={Form}
      ref={rootRef}
      method="get"
      action="/search"
      role="search"
      onSubmit={() => setOpen(false)}
      onBlur={(e: React.FocusEvent) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        maxWidth: 680,
        height: 46,
        pl: 2.25,
        pr: 0.5,
        borderRadius: 999,
        bgcolor: '#f1f1f1',
        border: '2px solid transparent',
        '&:focus-within': { borderColor: 'primary.main', bgcolor: '#fff' },
        '& input': {
          flex: 1,
          minWidth: 0,
          height: '1.4375em',
          p: '4px 0 5px',
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          fontSize: 16,
          '&::placeholder': { color: '#5f6368', opacity: 1 },
        },
        '& .sb-submit': {
          width: 38,
          height: 38,
          bgcolor: 'primary.main',
          color: '#fff',
          '&:hover': { bgcolor: 'primary.dark' },
        },
        '& .sb-suggest-icon': { color: 'text.secondary', flex: 'none' },
      }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {t('header.searchLabel')}
      </Box>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        placeholder={t('header.searchPlaceholder')}
        enterKeyHint="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="sb-icon sb-submit" aria-label={t('header.searchSubmit')}>
        <Icon name="search" size={20} />
      </button>
      <Box
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        data-testid="search-suggestions"
        sx={{
          position: 'absolute',
          top: 'calc(100% + 6px)',
          left: 0,
          right: 0,
          zIndex: 1300,
          bgcolor: '#fff',
          borderRadius: 3,
          boxShadow: '0 12px 32px rgba(0,0,0,.18)',
          py: 1,
          maxHeight: '70vh',
          overflowY: 'auto',
        }}
      >
        {groups.map(([type, label]) => {
          const list = items.filter((i) => i.type === type);
          if (list.length === 0) return null;
          return (
            <Box key={type} role="group" aria-label={t(label)}>
              <Box
                aria-hidden
                sx={{
                  px: 2,
                  pt: 1,
                  pb: 0.5,
                  fontSize: 12,
                  fontWeight: 800,
                  color: 'text.secondary',
                  textTransform: 'uppercase',
                }}
              >
                {t(label)}
              </Box>
              {list.map((item) => {
                index += 1;
                const i = index;
                return (
                  <Box
                    key={`${item.type}-${item.url}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e: React.MouseEvent) => e.preventDefault()}
                    onClick={() => go(item)}
                    onMouseEnter={() => setActive(i)}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      px: 2,
                      py: 0.75,
                      cursor: 'pointer',
                      fontSize: 15,
                      bgcolor: i === active ? '#fdecea' : 'transparent',
                    }}
                  >
                    {item.type === 'product' ? (
                      <Box
                        component="img"
                        src={item.mediaURL || '/no-icon.png'}
                        alt=""
                        width={40}
                        height={40}
                        sx={{ width: 40, height: 40, objectFit: 'contain', flex: 'none' }}
                      />
                    ) : item.type === 'word' ? (
                      <Icon name="history" size={20} className="sb-suggest-icon" />
                    ) : (
                      <Icon name="search" size={20} className="sb-suggest-icon" />
                    )}
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Box sx={{ fontWeight: item.type === 'product' ? 600 : 500 }}>{item.name}</Box>
                      {item.type === 'product' && (item.shortDescr || item.description) && (
                        <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
                          {[item.shortDescr, item.description].filter(Boolean).join(' · ')}
                        </Box>
                      )}
                    </Box>
                    {item.type === 'product' && item.priceDisplay !== undefined && (
                      <Box sx={{ fontWeight: 800 }}>{formatPrice(item.priceDisplay)}</Box>
                    )}
                  </Box>
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
