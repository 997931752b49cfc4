// The content editor's preview (issue 23): the entry as the storefront's WordPress route answers
// it (content-admin/preview, drafts included), rendered by the storefront's own components.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { WpEntry } from '@sporta/contracts';
import { t } from '../../../../i18n/i18n';
import { storefrontPath, type ContentType } from '../../api/content-admin';
import { ContentArticle } from '../content-article';
import { RecipeArticle } from '../recipe-article';

export interface Preview {
  entry: WpEntry;
  status: 'draft' | 'publish';
  type: ContentType;
  /** the form has changes the preview does not show yet */
  unsaved: boolean;
}

export function PreviewDialog({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  return (
    <Dialog
      open={!!preview}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="content-preview-title"
    >
      <DialogTitle id="content-preview-title">{t('contentAdmin.previewTitle')}</DialogTitle>
      <DialogContent dividers data-testid="content-preview">
        {preview?.status === 'draft' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('contentAdmin.previewDraft')}
          </Alert>
        )}
        {preview?.unsaved && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('contentAdmin.previewUnsaved')}
          </Alert>
        )}
        {preview &&
          (preview.type === 'recipe' ? (
            <RecipeArticle entry={preview.entry} path={storefrontPath('recipe', preview.entry.slug)} />
          ) : (
            <ContentArticle
              entry={preview.entry}
              path={storefrontPath(preview.type, preview.entry.slug)}
              showDate={preview.type === 'post'}
            />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('contentAdmin.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
