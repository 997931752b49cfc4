// Stacked toasts (spec 000 §2, §9): at most 5, 5000 ms each.
import GlobalStyles from '@mui/material/GlobalStyles';
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

// notistack's own greens, oranges and blues fail the 4.5:1 contrast of white text (WCAG 1.4.3).
const toastColours = {
  '.notistack-SnackbarContainer .notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '.notistack-SnackbarContainer .notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '.notistack-SnackbarContainer .notistack-MuiContent-info': { backgroundColor: '#0d47a1' },
  '.notistack-SnackbarContainer .notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
};

export default function Toasts(props: Props) {
  return (
    <>
      <GlobalStyles styles={toastColours} />
      <SnackbarProvider
        maxSnack={TOAST_MAX}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        dense={false}
      >
        <Enqueue {...props} />
      </SnackbarProvider>
    </>
  );
}
