// The marketing message form (issue 27, ADR 0062): title, text, the page it opens, and to whom
// (all customers, a cooperative's, a delivery service's). Checked with the shared schema before
// sending; the server checks again and its Italian message is shown as it comes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CAMPAIGN_LIMITS, campaignSendInputSchema, type MarketingSegment } from '@sporta/contracts';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { sendCampaign, type Campaign, type CampaignTargets } from '../api/campaigns';

const target = { minHeight: 44 };

export function CampaignForm({
  targets,
  onSent,
}: {
  targets: CampaignTargets;
  onSent: (campaign: Campaign) => void;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [navTo, setNavTo] = useState('');
  const [segment, setSegment] = useState<MarketingSegment>('all');
  const [cooperative, setCooperative] = useState('');
  const [service, setService] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const fields: Record<string, string> = { title, body, nav_to: navTo, segment };
    if (segment === 'cooperative') fields.segment_id = cooperative;
    if (segment === 'service') fields.segment_id = service;
    const parsed = campaignSendInputSchema.safeParse(fields);
    const found: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        found[key] ??= t('marketing.fieldError', { message: issue.message });
      }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onSent(await sendCampaign(fields));
      setTitle('');
      setBody('');
      setNavTo('');
    } catch (err) {
      setFailure(err instanceof Error ? err.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        label={t('marketing.titleField')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={!!errors.title}
        helperText={errors.title ?? `${title.length}/${CAMPAIGN_LIMITS.title}`}
        inputProps={{ maxLength: CAMPAIGN_LIMITS.title }}
      />
      <TextField
        label={t('marketing.bodyField')}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        required
        multiline
        minRows={3}
        error={!!errors.body}
        helperText={errors.body ?? `${body.length}/${CAMPAIGN_LIMITS.body}`}
        inputProps={{ maxLength: CAMPAIGN_LIMITS.body }}
      />
      <TextField
        label={t('marketing.navToField')}
        value={navTo}
        onChange={(e) => setNavTo(e.target.value)}
        error={!!errors.nav_to}
        helperText={errors.nav_to ?? t('marketing.navToHelp')}
        inputProps={{ maxLength: CAMPAIGN_LIMITS.navTo }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('marketing.segmentField')}
          value={segment}
          onChange={(e) => setSegment(e.target.value as MarketingSegment)}
          error={!!errors.segment}
          helperText={errors.segment}
        >
          <MenuItem value="all" sx={target}>
            {t('marketing.segmentAll')}
          </MenuItem>
          <MenuItem value="cooperative" sx={target}>
            {t('marketing.segmentCooperative')}
          </MenuItem>
          <MenuItem value="service" sx={target}>
            {t('marketing.segmentService')}
          </MenuItem>
        </TextField>
        {segment === 'cooperative' && (
          <TextField
            select
            label={t('marketing.cooperativeField')}
            value={cooperative}
            onChange={(e) => setCooperative(e.target.value)}
            required
            error={!!errors.segment_id}
            helperText={errors.segment_id}
          >
            {targets.cooperatives.map((c) => (
              <MenuItem key={c.id} value={String(c.id)} sx={target}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {segment === 'service' && (
          <TextField
            select
            label={t('marketing.serviceField')}
            value={service}
            onChange={(e) => setService(e.target.value)}
            required
            error={!!errors.segment_id}
            helperText={errors.segment_id}
          >
            {targets.services.map((s) => (
              <MenuItem key={s.id} value={String(s.id)} sx={target}>
                {s.name} · {s.cooperative}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={busy} sx={target}>
          {busy ? t('marketing.sending') : t('marketing.send')}
        </Button>
      </Box>
    </Box>
  );
}
