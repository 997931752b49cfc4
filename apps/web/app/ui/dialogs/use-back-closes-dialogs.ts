// With a dialog open, the back button closes the dialogs and cancels the navigation (spec 000 §2).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { closeAllDialogs, openDialogCount, useOpenDialogCount } from './dialog-stack';

export function useBackClosesDialogs(): void {
  const count = useOpenDialogCount();
  const blocker = useBlocker(
    ({ historyAction }) => count > 0 && historyAction === 'POP' && openDialogCount() > 0,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    closeAllDialogs();
    blocker.reset();
  }, [blocker]);
}
