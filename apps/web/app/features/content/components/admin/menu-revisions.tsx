// A menu's history for the content editor (issue 23, ADR 0074): every change with who and when
// and the items it left; "Ripristina" puts the menu back as that change left it (a new revision).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContentMenuRevision } from '@sporta/contracts';
import { t } from '../../../../i18n/i18n';
import { formatDateTime } from '../../../../ui/format';
import { staffRowSx } from '../../../../ui/staff-page';

export function MenuRevisions({
  revisions,
  busy,
  onRestore,
}: {
  revisions: ContentMenuRevision[];
  busy: boolean;
  onRestore: (revisionId: number) => void;
}) {
  return (
    <Box component="section" aria-labelledby="menu-revisions-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="menu-revisions-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
        {t('contentAdmin.menu.revisions')}
      </Typography>
      {revisions.length === 0 && (
        <Typography color="text.secondary">{t('contentAdmin.menu.noRevisions')}</Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {revisions.map((r) => {
          const at = formatDateTime(r.createdAt);
          return (
            <Box component="li" key={r.revisionId} data-testid="menu-revision" sx={staffRowSx}>
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t(
                    r.action === 'restore' ? 'contentAdmin.menu.restoredBy' : 'contentAdmin.menu.changedBy',
                    {
                      name: r.staffName,
                      when: at,
                    },
                  )}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {r.after.map((i) => i.title).join(' · ') || t('contentAdmin.menu.empty')}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => onRestore(r.revisionId)}
                aria-label={t('contentAdmin.menu.restoreNamed', { when: at })}
                sx={{ minHeight: 44 }}
              >
                {t('contentAdmin.menu.restore')}
              </Button>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
