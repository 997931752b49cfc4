// /profile/donate (seed 002 §2, ADR 0059): the cooperative's charity projects; the member picks
// a project and an amount (the cooperative's table: minimum, step, maximum) and gets a numbered
// receipt, shown here and downloadable as a PDF.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { failureMessages, MessageArea, type FormMessage } from '../features/account/components/message-area';
import {
  charityProjects,
  donatePoints,
  type CharityProjects,
  type DonationReceipt,
} from '../features/loyalty/api/rewards';
import { CardBalance, NoCard, RewardsNav } from '../features/loyalty/components/rewards-nav';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('rewards.donateTitle') }), { name: 'robots', content: 'noindex' }];
}

function Receipt({ receipt: r, headingLevel }: { receipt: DonationReceipt; headingLevel: 'h3' | 'h4' }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="donation-receipt">
      <Typography component={headingLevel} sx={{ fontWeight: 700 }}>
        {t('rewards.receiptTitle', { number: r.receiptNumber })}
      </Typography>
      <Typography>
        {t('rewards.receiptText', {
          date: formatDate(r.date),
          points: r.points,
          project: r.projectName,
          beneficiary: r.beneficiary,
        })}
      </Typography>
      <Button
        component="a"
        href={r.pdfUrl}
        download
        variant="text"
        sx={{ minHeight: 44, justifySelf: 'start' }}
        aria-label={`${t('rewards.receiptPdf')} ${r.receiptNumber}`}
      >
        {t('rewards.receiptPdf')}
      </Button>
    </Box>
  );
}

export default function ProfileDonatePage() {
  const [data, setData] = useState<CharityProjects | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [project, setProject] = useState<number | null>(null);
  const [points, setPoints] = useState<number | ''>('');
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [receipt, setReceipt] = useState<DonationReceipt | null>(null);
  useEffect(() => {
    let alive = true;
    charityProjects()
      .then((d) => {
        if (!alive) return;
        setData(d);
        setProject(d.projects[0]?.projectId ?? null);
        setPoints(d.choices[0] ?? '');
      })
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function donate(event: React.FormEvent) {
    event.preventDefault();
    if (project === null || points === '') return;
    setBusy(true);
    setMessages([]);
    setReceipt(null);
    try {
      const result = await donatePoints(project, points);
      setData(result);
      setReceipt(result.receipt);
      setPoints(result.choices.includes(points) ? points : (result.choices[0] ?? ''));
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('rewards.donateTitle')}
      </Typography>
      <RewardsNav />
      <Typography sx={{ mb: 2 }}>{t('rewards.donateIntro')}</Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!data && !failed && <Typography>{t('common.loading')}</Typography>}
      {data && !data.card && <NoCard />}
      {data?.card && <CardBalance card={data.card} />}
      {receipt && (
        <Alert severity="success" sx={{ mb: 2 }}>
          <Receipt receipt={receipt} headingLevel="h3" />
        </Alert>
      )}
      <MessageArea messages={messages} label={t('rewards.donateTitle')} />
      {data?.card && (
        <Paper
          component="form"
          variant="outlined"
          onSubmit={donate}
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
        >
          <FormControl>
            <FormLabel id="donate-projects" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('rewards.projectsLabel')}
            </FormLabel>
            <RadioGroup
              aria-labelledby="donate-projects"
              value={project ?? ''}
              onChange={(e) => setProject(Number(e.target.value))}
            >
              {data.projects.map((p) => (
                <FormControlLabel
                  key={p.projectId}
                  value={p.projectId}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', my: 0.5 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography sx={{ fontWeight: 700 }}>{p.name}</Typography>
                      <Typography sx={{ fontSize: 14 }}>{p.description}</Typography>
                      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                        {t('rewards.beneficiary', { name: p.beneficiary })} ·{' '}
                        {t('rewards.donated', { points: p.donatedPoints })}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Typography sx={{ fontSize: 14 }}>{t('rewards.donateTable', data.table)}</Typography>
          {data.choices.length === 0 ? (
            <Typography>{t('rewards.donateShort')}</Typography>
          ) : (
            <>
              <TextField
                select
                label={t('rewards.amountLabel')}
                value={points}
                onChange={(e) => setPoints(Number(e.target.value))}
                sx={{ maxWidth: 320 }}
              >
                {data.choices.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={busy || project === null}
                sx={{ minHeight: 48, justifySelf: { sm: 'start' } }}
              >
                {t('rewards.donate')}
              </Button>
            </>
          )}
        </Paper>
      )}
      {data && data.donations.length > 0 && (
        <Box component="section" aria-labelledby="donations-title" sx={{ mt: 3 }}>
          <Typography id="donations-title" component="h3" sx={{ fontWeight: 700, fontSize: 20, mb: 1 }}>
            {t('rewards.receiptsTitle')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.donations.map((d) => (
              <Paper component="li" variant="outlined" key={d.donationId} sx={{ listStyle: 'none', p: 1.5 }}>
                <Receipt receipt={d} headingLevel="h4" />
              </Paper>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
