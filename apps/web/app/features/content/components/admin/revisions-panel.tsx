// An entry's revisions in the content editor (issue 23, ADR 0074): who, when, what; each can be
// restored (the entry goes back to how that revision left it, itself a new revision), and its text
// before and after can be read.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContentAdminEntry } from '@sporta/contracts';
import { t, type MessageKey } from '../../../../i18n/i18n';
import { formatDateTime } from '../../../../ui/format';
import type { ContentRevision } from '../../api/content-admin';
import { ContentHtml } from '../content-html';

function Snapshot({ label, entry }: { label: string; entry: ContentAdminEntry | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {entry ? (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 700 }}>{entry.title}</Typography>
          <ContentHtml html={entry.bodyHtml} />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('contentAdmin.nothingBefore')}
        </Typography>
      )}
    </Box>
  );
}

export function RevisionsPanel({
  revisions,
  busy,
  onRestore,
}: {
  revisions: ContentRevision[];
  busy: boolean;
  onRestore: (revision: ContentRevision) => void;
}) {
  if (revisions.length === 0)
    return <Typography color="text.secondary">{t('contentAdmin.noRevisions')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {revisions.map((r) => {
        const when = formatDateTime(r.createdAt);
        return (
          <Box
            component="li"
            key={r.revisionId}
            data-testid="content-revision"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ flex: '1 1 220px' }}>
                {t('contentAdmin.revisionBy', {
                  action: t(`contentAdmin.actions.${r.action}` as MessageKey),
                  who: r.staffName,
                  when,
                })}
              </Typography>
              {r.after && (
                <Button
                  variant="outlined"
                  disabled={busy}
                  onClick={() => onRestore(r)}
                  aria-label={t('contentAdmin.restoreNamed', { when })}
                  sx={{ minHeight: 44 }}
                >
                  {t('contentAdmin.restore')}
                </Button>
              )}
            </Box>
            <details>
              <summary style={{ cursor: 'pointer', minHeight: 24 }}>{t('contentAdmin.showText')}</summary>
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
                <Snapshot label={t('contentAdmin.before')} entry={r.before} />
                <Snapshot label={t('contentAdmin.after')} entry={r.after} />
              </Box>
            </details>
          </Box>
        );
      })}
    </Box>
  );
}
