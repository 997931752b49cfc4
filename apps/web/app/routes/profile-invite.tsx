// /profile/invite (seed 002 §2, §7 "Invite a friend", §9; issue 25): the customer's invite code and
// share link (the Web Share sheet on phones, «Copia il link» elsewhere, with a spoken feedback), the
// friends who registered with it (first names only) and the vouchers earned, n of 10.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { getInvite, type InviteView } from '../features/invite/api';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('invite.title') }), { name: 'robots', content: 'noindex' }];
}

/** A phone with the system share sheet: Web Share; anything else copies the link. */
function canShare(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    typeof navigator.share === 'function' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

export default function ProfileInvitePage() {
  const [invite, setInvite] = useState<InviteView | null>(null);
  const [failed, setFailed] = useState(false);
  const [share, setShare] = useState(false);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let alive = true;
    setShare(canShare());
    getInvite()
      .then((v) => alive && setInvite(v))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setFeedback({ ok: true, text: t('invite.copied') });
    } catch {
      setFeedback({ ok: false, text: t('invite.copyFailed') });
    }
  }

  async function shareLink(v: InviteView) {
    try {
      await navigator.share({
        title: t('invite.shareTitle'),
        text: t('invite.shareText', { code: v.code }),
        url: v.link,
      });
      setFeedback({ ok: true, text: t('invite.shared') });
    } catch (error) {
      // closing the share sheet is no failure
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(v.link);
    }
  }

  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('invite.title')}
      </Typography>
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!invite && !failed && <Typography>{t('common.loading')}</Typography>}
      {invite && (
        <>
          <Typography sx={{ mb: 2 }}>
            {t('invite.intro', { percent: invite.percent, max: invite.maxVouchers })}
          </Typography>
          <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'grid', gap: 2 }}>
            <Box>
              <Typography component="h3" sx={{ fontWeight: 700 }} id="invite-code-label">
                {t('invite.codeLabel')}
              </Typography>
              <Typography
                aria-labelledby="invite-code-label"
                data-testid="invite-code"
                sx={{ fontFamily: 'monospace', fontSize: 28, fontWeight: 800, letterSpacing: 3 }}
              >
                {invite.code}
              </Typography>
            </Box>
            <TextField
              label={t('invite.linkLabel')}
              value={invite.link}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-link' } }}
              onFocus={(e) => e.target.select()}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {share ? (
                <Button variant="contained" sx={{ minHeight: 44 }} onClick={() => void shareLink(invite)}>
                  {t('invite.share')}
                </Button>
              ) : (
                <Button variant="contained" sx={{ minHeight: 44 }} onClick={() => void copy(invite.link)}>
                  {t('invite.copy')}
                </Button>
              )}
            </Box>
            <Box role="status" aria-live="polite" sx={{ minHeight: 24 }}>
              {feedback && (
                <Typography sx={{ color: feedback.ok ? 'success.dark' : 'error.dark', fontWeight: 600 }}>
                  {feedback.text}
                </Typography>
              )}
            </Box>
          </Paper>
          <Typography sx={{ fontSize: 20, fontWeight: 800 }} data-testid="invite-vouchers">
            {t('invite.vouchers', { earned: invite.vouchersEarned, max: invite.maxVouchers })}
          </Typography>
          <Typography sx={{ mb: 1 }}>
            {invite.promoActive
              ? t('invite.promoEnd', { date: formatDate(`${invite.promoEnd}T12:00:00Z`) })
              : t('invite.promoEnded', { date: formatDate(`${invite.promoEnd}T12:00:00Z`) })}
          </Typography>
          {invite.vouchersEarned > 0 && (
            <Button component={Link} to="/profile/gifts" sx={{ minHeight: 44, px: 0, mb: 1 }}>
              {t('invite.giftsLink')}
            </Button>
          )}
          <Typography component="h3" sx={{ fontSize: 20, fontWeight: 700, mt: 2, mb: 1 }}>
            {t('invite.friendsTitle')}
          </Typography>
          {invite.friends.length === 0 ? (
            <Typography>{t('invite.noFriends')}</Typography>
          ) : (
            <Box
              component="ul"
              aria-label={t('invite.friendsTitle')}
              sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}
            >
              {invite.friends.map((f, i) => (
                <Paper
                  key={`${f.registeredAt}-${i}`}
                  component="li"
                  variant="outlined"
                  data-testid="invite-friend"
                  sx={{
                    p: 1.5,
                    listStyle: 'none',
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    flexWrap: 'wrap',
                  }}
                >
                  <Typography sx={{ fontWeight: 700, flex: 1 }}>{f.firstName}</Typography>
                  <Chip
                    size="small"
                    color={f.rewarded ? 'success' : 'default'}
                    label={f.rewarded ? t('invite.rewarded') : t('invite.waiting')}
                  />
                </Paper>
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
