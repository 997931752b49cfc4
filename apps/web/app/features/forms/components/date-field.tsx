// A date field (seed 002 §5/§9): typed as dd/MM/yyyy, or picked on a calendar whose weeks start on
// Monday and which offers no day before 1910-01-01. The rules and the month's grid are the
// domain's (`formDateError`, `monthGrid`), so what the picker offers is what the server takes.
import { FORM_DATE_MIN, isoToItalian, italianToIso, monthGrid } from '@sporta/domain/forms';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { t } from '../../../i18n/i18n';
import css from './forms.module.css';

const MIN_YEAR = Number(FORM_DATE_MIN.slice(0, 4));
const MIN_MONTH = Number(FORM_DATE_MIN.slice(5, 7));

interface DateFieldProps {
  id: string;
  name: string;
  className: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
}

const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('it-IT', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
// Monday first (2024-01-01 was a Monday).
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const day = new Date(Date.UTC(2024, 0, 1 + i));
  const f = (weekday: 'short' | 'long') =>
    new Intl.DateTimeFormat('it-IT', { weekday, timeZone: 'UTC' }).format(day);
  return { short: f('short'), long: f('long') };
});

export function DateField({ onChange, value, placeholder, readOnly, ...input }: DateFieldProps) {
  const [open, setOpen] = useState(false);
  const iso = italianToIso(value);
  const today = new Date();
  const [shown, setShown] = useState(() => ({
    year: iso ? Number(iso.slice(0, 4)) : today.getFullYear(),
    month: iso ? Number(iso.slice(5, 7)) : today.getMonth() + 1,
  }));
  const inputRef = useRef<HTMLInputElement>(null);
  const calendarId = useId();
  const thisYear = today.getFullYear();

  const toggle = () => {
    if (!open && iso) setShown({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });
    setOpen(!open);
  };
  const close = () => {
    setOpen(false);
    inputRef.current?.focus();
  };
  const move = (delta: number) =>
    setShown(({ year, month }) => {
      const index = year * 12 + (month - 1) + delta;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const atMin = shown.year < MIN_YEAR || (shown.year === MIN_YEAR && shown.month <= MIN_MONTH);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  return (
    <>
      <div className={css.row}>
        <input
          {...input}
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={placeholder || t('forms.datePlaceholder')}
          maxLength={10}
          value={value}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
        />
        {!readOnly && (
          <button
            type="button"
            className={css.iconButton}
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            onClick={toggle}
          >
            {t('forms.calendar.open')}
          </button>
        )}
      </div>
      {open && (
        <div
          id={calendarId}
          className={css.calendar}
          role="group"
          aria-label={t('forms.calendar.label')}
          onKeyDown={onKey}
        >
          <div className={css.calendarHead}>
            <button
              type="button"
              className={css.iconButton}
              disabled={atMin}
              aria-label={t('forms.calendar.previous')}
              onClick={() => move(-1)}
            >
              ‹
            </button>
            <select
              aria-label={t('forms.calendar.month')}
              value={shown.month}
              onChange={(e) => setShown((s) => ({ ...s, month: Number(e.target.value) }))}
            >
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i} value={i + 1} disabled={shown.year === MIN_YEAR && i + 1 < MIN_MONTH}>
                  {monthName(2024, i + 1)}
                </option>
              ))}
            </select>
            <select
              aria-label={t('forms.calendar.year')}
              value={shown.year}
              onChange={(e) => setShown((s) => ({ ...s, year: Number(e.target.value) }))}
            >
              {Array.from({ length: thisYear + 10 - MIN_YEAR + 1 }, (_, i) => thisYear + 10 - i).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
            <button
              type="button"
              className={css.iconButton}
              aria-label={t('forms.calendar.next')}
              onClick={() => move(1)}
            >
              ›
            </button>
          </div>
          <table className={css.grid}>
            <caption className={css.sr} aria-live="polite">
              {monthName(shown.year, shown.month)} {shown.year}
            </caption>
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th key={d.long} scope="col">
                    <abbr title={d.long}>{d.short}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(shown.year, shown.month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, i) => (
                    <td key={i}>
                      {day && day >= FORM_DATE_MIN && (
                        <button
                          type="button"
                          className={css.day}
                          aria-label={dayLabel(day)}
                          aria-pressed={day === iso}
                          onClick={() => {
                            onChange(isoToItalian(day));
                            close();
                          }}
                        >
                          {Number(day.slice(8))}
                        </button>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
