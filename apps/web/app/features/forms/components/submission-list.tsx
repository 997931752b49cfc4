// The staff list of the forms' submissions (issue 23): newest first, each with its form, when,
// who received the mail, and — opened — every answer and the sender's files to download.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormSubmission } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';
import { formatDateTime } from '../../../ui/format';
import { submissionFileUrl } from '../api/submissions';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A line that tells submissions apart: the sender's name and e-mail when the form asked them. */
function sender(s: FormSubmission): string {
  const value = (re: RegExp) => s.values.find((v) => re.test(v.key) && v.value)?.value;
  return [value(/^nome$/), value(/^cognome$/), value(/e-?mail/i)].filter(Boolean).join(' ');
}

export function SubmissionList({ submissions }: { submissions: FormSubmission[] }) {
  if (submissions.length === 0)
    return <Typography color="text.secondary">{t('formSubmissions.empty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {submissions.map((s) => (
        <Box
          component="li"
          key={s.formSubmissionId}
          data-testid="form-submission"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Box component="details" sx={{ '& > summary': { cursor: 'pointer', p: 1.5, minHeight: 44 } }}>
            <Box component="summary">
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {s.formTitle}
              </Typography>{' '}
              <Typography component="span" color="text.secondary">
                · {formatDateTime(s.createdAt)}
                {sender(s) ? ` · ${sender(s)}` : ''}
              </Typography>
            </Box>
            <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('formSubmissions.mailedTo', { to: s.mailedTo || '—' })}
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, gap: 0.5 }}
              >
                {s.values
                  .filter((v) => v.type !== 'hidden' && v.type !== 'file' && v.type !== 'submit')
                  .map((v) => (
                    <Box key={v.key} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ fontWeight: 700 }}>
                        {v.label}
                      </Box>
                      <Box
                        component="dd"
                        sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                      >
                        {v.value || '—'}
                      </Box>
                    </Box>
                  ))}
              </Box>
              {s.files.length > 0 && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  {s.files.map((f, i) => (
                    <Button
                      key={`${f.fieldKey}-${i}`}
                      component="a"
                      href={submissionFileUrl(s.formSubmissionId, i)}
                      download={f.name}
                      variant="outlined"
                      sx={{ minHeight: 44 }}
                    >
                      {t('formSubmissions.download', { name: f.name, size: kb(f.size) })}
                    </Button>
                  ))}
                </Box>
              )}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
