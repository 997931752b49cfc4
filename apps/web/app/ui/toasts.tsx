// Stacked toasts (spec 000 §2, §9): at most 5, 5000 ms each.
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import type { Notification } from '../lib/notify/notify';

export const TOAST_MAX = 5;
export const TOAST_MS = 5000;

interface Props {
  items: (Notification & { id: number })[];
  onShown: (ids: number[]) => void;
}

function Enqueue({ items, onShown }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (items.length === 0) return;
    for (const item of items) enqueueSnackbar(item.message, { variant: item.level, preventDuplicate: true });
    onShown(items.map((i) => i.id));
  }, [items, enqueueSnackbar, onShown]);
  return null;
}

export default function Toasts(props: Props) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX}
      autoHideDuration={TOAST_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      dense={false}
    >
      <Enqueue {...props} />
    </SnackbarProvider>
  );
}
