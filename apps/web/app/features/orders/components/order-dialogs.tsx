// The order detail's dialogs, loaded when first opened.
import { lazyDialog } from '../../../ui/dialogs/lazy-dialog';

export const PaymentTypeDialog = lazyDialog(() => import('./payment-type-dialog-view'));
export const ChangeDateDialog = lazyDialog(() => import('./change-date-dialog-view'));
