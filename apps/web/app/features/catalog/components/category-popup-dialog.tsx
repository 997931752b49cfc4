// The category popup's dialog (seed 002 §2 "Popup card": title, HTML description, Close; width
// 700). A native modal dialog: focus stays inside, Esc closes it. Loaded only when a popup opens.
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../../../i18n/i18n';
import css from './category-popup.module.css';

export default function CategoryPopupDialog({
  title,
  body,
  onClose,
}: {
  title: string;
  /** The description, drawn by the content feature (handed in by the route, ADR 0044). */
  body: ReactNode;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={css.dialog}
      aria-labelledby={title ? 'category-popup-title' : undefined}
      aria-label={title ? undefined : t('category.popupLabel')}
      onClose={onClose}
    >
      {title && (
        <h2 id="category-popup-title" className={css.title}>
          {title}
        </h2>
      )}
      <div className={css.body}>{body}</div>
      <div className={css.actions}>
        <button type="button" className={css.close} onClick={() => dialog.current?.close()}>
          {t('category.popupClose')}
        </button>
      </div>
    </dialog>
  );
}
