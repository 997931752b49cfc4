// A block's history (issue 23, ADR 0074): who changed it, when, and how it was after each change
// (status and title); "Ripristina" puts the block back as that revision left it, itself a new
// revision. The reorders of its page are listed too (they are not a state of the block).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { BlockAdmin } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { t } from '../../../../i18n/i18n';
import { formatDateTime } from '../../../../ui/format';
import { staffRowSx } from '../../../../ui/staff-page';
import { blockRevisions, restoreBlock, type BlockRevisionView } from '../../api/block-admin';

export function BlockRevisions({
  block,
  title,
  onClose,
  onRestored,
}: {
  block: BlockAdmin;
  title: string;
  onClose: () => void;
  onRestored: (block: BlockAdmin, message: string) => void;
}) {
  const [revisions, setRevisions] = useState<BlockRevisionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    blockRevisions(block.id).then(
      (list) => live && setRevisions(list),
      (e: unknown) => live && setError(e instanceof Error ? e.message : t('errors.generic')),
    );
    return () => {
      live = false;
    };
  }, [block.id]);

  async function restore(revisionId: number, version: 'after' | 'before' = 'after') {
    setError(null);
    setBusy(true);
    try {
      const saved = await restoreBlock(revisionId, version);
      onRestored(saved.data, saved.message);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  // A block of the demo layout has no revision of its creation: its first state is what its
  // oldest change found, offered as the initial version.
  const oldest = revisions?.filter((r) => r.action !== 'reorder').at(-1);
  const initial =
    oldest && oldest.action !== 'create' && oldest.before
      ? { revisionId: oldest.revisionId, state: oldest.before as Pick<BlockAdmin, 'title' | 'status'> }
      : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="block-revisions-title">
      <DialogTitle id="block-revisions-title">{t('blockAdmin.revisionsNamed', { title })}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {revisions?.length === 0 && <Typography>{t('blockAdmin.noRevisions')}</Typography>}
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {revisions?.map((r) => {
            const state = r.after as Pick<BlockAdmin, 'title' | 'status'> | null;
            const when = formatDateTime(r.createdAt);
            return (
              <Box component="li" key={r.revisionId} data-testid="block-revision" sx={staffRowSx}>
                <Box sx={{ flex: '1 1 240px' }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    {t('blockAdmin.revisionBy', {
                      action: t(`blockAdmin.actions.${r.action}`),
                      name: r.staffName,
                      when,
                    })}
                  </Typography>
                  {state && r.action !== 'reorder' && (
                    <Typography variant="body2" color="text.secondary">
                      {t('blockAdmin.revisionState', {
                        status:
                          state.status === 'publish' ? t('blockAdmin.published') : t('blockAdmin.draft'),
                        title: state.title || '—',
                      })}
                    </Typography>
                  )}
                </Box>
                {state && r.action !== 'reorder' && r.action !== 'delete' && (
                  <Button
                    variant="outlined"
                    disabled={busy}
                    onClick={() => void restore(r.revisionId)}
                    aria-label={t('blockAdmin.restoreNamed', { when })}
                    sx={{ minHeight: 44 }}
                  >
                    {t('blockAdmin.restore')}
                  </Button>
                )}
              </Box>
            );
          })}
          {initial && (
            <Box component="li" data-testid="block-revision" sx={staffRowSx}>
              <Box sx={{ flex: '1 1 240px' }}>
                <Typography sx={{ fontWeight: 700 }}>{t('blockAdmin.initialVersion')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('blockAdmin.revisionState', {
                    status:
                      initial.state.status === 'publish' ? t('blockAdmin.published') : t('blockAdmin.draft'),
                    title: initial.state.title || '—',
                  })}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void restore(initial.revisionId, 'before')}
                aria-label={t('blockAdmin.restoreInitial')}
                sx={{ minHeight: 44 }}
              >
                {t('blockAdmin.restore')}
              </Button>
            </Box>
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('blockAdmin.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
