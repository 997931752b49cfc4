// The header search (spec 000 §2): a GET form to /search?q= (works before scripts run) and a
// search-as-you-type dropdown from products/suggest (debounced), grouped in past searches,
// categories and products — the WAI-ARIA combobox pattern: arrow keys move, Enter opens the
// highlighted entry (or searches the text), Escape closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { Form, useLocation, useNavigate } from 'react-router';
import { formatPrice } from '../../../ui/format';
import { Icon } from '../../../ui/icon';
import { getSuggest, type SuggestItem } from '../api/get-suggest';
import sb from '../../../ui/shell-buttons.module.css';
import css from './search-box.module.css';

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
    <Form
      ref={rootRef}
      method="get"
      action="/search"
      role="search"
      aria-label={t('header.searchLabel')}
      className={css.form}
      onSubmit={() => setOpen(false)}
      onBlur={(e: React.FocusEvent) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={id} className={css.label}>
        {t('header.searchLabel')}
      </label>
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
      <button type="submit" className={`${sb.icon} ${css.submit}`} aria-label={t('header.searchSubmit')}>
        <Icon name="search" size={20} />
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        data-testid="search-suggestions"
        className={css.list}
      >
        {groups.map(([type, label]) => {
          const list = items.filter((i) => i.type === type);
          if (list.length === 0) return null;
          return (
            <div key={type} role="group" aria-label={t(label)}>
              <div aria-hidden className={css.group}>
                {t(label)}
              </div>
              {list.map((item) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={`${item.type}-${item.url}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(item)}
                    onMouseEnter={() => setActive(i)}
                    className={item.type === 'product' ? `${css.option} ${css.product}` : css.option}
                  >
                    {item.type === 'product' ? (
                      <img src={item.mediaURL || '/no-icon.png'} alt="" width={40} height={40} />
                    ) : item.type === 'word' ? (
                      <Icon name="history" size={20} />
                    ) : (
                      <Icon name="search" size={20} />
                    )}
                    <div className={css.text}>
                      <div className={css.name}>{item.name}</div>
                      {item.type === 'product' && (item.shortDescr || item.description) && (
                        <div className={css.descr}>
                          {[item.shortDescr, item.description].filter(Boolean).join(' · ')}
                        </div>
                      )}
                    </div>
                    {item.type === 'product' && item.priceDisplay !== undefined && (
                      <div className={css.price}>{formatPrice(item.priceDisplay)}</div>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </Form>
  );
}
