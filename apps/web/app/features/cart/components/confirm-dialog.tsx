// The "are you sure?" dialog of the cart (remove a line, empty the cart), loaded when first opened.
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';

export const ConfirmDialog = lazyDialog(() => import('./confirm-dialog-view'));
