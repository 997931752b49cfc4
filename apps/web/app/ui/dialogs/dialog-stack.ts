// Open dialogs register here, so that pressing back closes them and cancels the navigation
// (spec 000 §2). Drawers that behave as dialogs register too.
import { useEffect, useSyncExternalStore } from 'react';

type Close = () => void;
const open = new Map<symbol, Close>();
const listeners = new Set<() => void>();
let version = 0;

function emit() {
  version += 1;
  for (const l of listeners) l();
}

export function openDialogCount(): number {
  return open.size;
}

export function closeAllDialogs(): void {
  const closers = [...open.values()];
  open.clear();
  emit();
  for (const close of closers) close();
}

/** Registers a dialog while `isOpen`; `onClose` is how the stack closes it. */
export function useRegisterDialog(isOpen: boolean, onClose: Close): void {
  useEffect(() => {
    if (!isOpen) return;
    const id = Symbol('dialog');
    open.set(id, onClose);
    emit();
    return () => {
      open.delete(id);
      emit();
    };
  }, [isOpen, onClose]);
}

export function useOpenDialogCount(): number {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    () => 0,
  );
  return open.size;
}
