// /profile/gifts (seed 002 §2, §7): the customer's discount vouchers and personal coupons with
// their proposals and end dates; the history adds the used ones.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GiftCertificate } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { listGifts } from '../features/gifts/api/gifts';
import { t } from '../i18n/i18n';
import { seoMeta } from '../lib/seo';
import { formatDate, formatPrice } from '../ui/format';
import { PageErrorBoundary } from './page-error';

export function meta() {
  return [...seoMeta({ title: t('gifts.pageTitle') }), { name: 'robots', content: 'noindex' }];
}

function GiftCard({ gift }: { gift: GiftCertificate }) {
  const proposal = gift.categoryProposal;
  const meta = (proposal?.metaData ?? {}) as { button_label?: string; hide_end_date?: boolean };
  const expired = gift.endDate !== null && new Date(gift.endDate).getTime() <= Date.now();
  const copies = gift.userGiftCertificates;
  const used = copies.filter((u) => u.usedAt);
  const inCart = copies.filter((u) => !u.usedAt && u.cartId).length;
  const available = copies.filter((u) => !u.usedAt && !u.cartId).length;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} data-testid="gift-card">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip
          size="small"
          label={t(`gifts.kind.${gift.kind}`)}
          color={gift.kind === 'coupon' ? 'secondary' : 'primary'}
        />
        <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{gift.discountLabel}</Typography>
        {expired && <Chip size="small" label={t('gifts.expired')} />}
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
        {gift.name}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{gift.description}</Typography>
      {gift.giftCode && (
        <Typography sx={{ mt: 1, fontFamily: 'monospace', fontSize: 15 }}>
          {t('gifts.code', { code: gift.giftCode })}
        </Typography>
      )}
      {gift.minSpend > 0 && (
        <Typography sx={{ fontSize: 14 }}>
          {t('gifts.minSpend', { amount: formatPrice(gift.minSpend) })}
        </Typography>
      )}
      {gift.endDate && !meta.hide_end_date && (
        <Typography sx={{ fontSize: 14 }}>
          {t('gifts.validUntil', { date: formatDate(gift.endDate) })}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, fontSize: 14 }} data-testid="gift-copies">
        {/* Copies not used yet are counted ("2 da usare"), not listed one line each. */}
        {inCart > 0 && <li>{t('gifts.inCart', { count: inCart })}</li>}
        {available > 0 && <li>{t('gifts.available', { count: available })}</li>}
        {used.map((u) => (
          <li key={u.userGiftCertificateId}>
            {u.orderId
              ? t('gifts.usedInOrder', { orderId: u.orderId, date: formatDate(u.usedAt!) })
              : t('gifts.used', { date: formatDate(u.usedAt!) })}
          </li>
        ))}
      </Box>
      {proposal && (
        <Box sx={{ mt: 1.5, p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}>
          {proposal.descr && <Typography sx={{ fontWeight: 600 }}>{proposal.descr}</Typography>}
          {proposal.content && <Typography sx={{ fontSize: 14 }}>{proposal.content}</Typography>}
          {proposal.proposalUrl && (
            <Button component={Link} to={proposal.proposalUrl} size="small" sx={{ mt: 0.5, px: 0 }}>
              {meta.button_label ?? t('common.discover')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

export default function ProfileGiftsPage() {
  const [history, setHistory] = useState(false);
  const [gifts, setGifts] = useState<GiftCertificate[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    setFailed(false);
    listGifts(history)
      .then((list) => alive && setGifts(list))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [history]);
  return (
    <Box>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700, mb: 1 }}>
        {t('gifts.pageTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('gifts.pageIntro')}</Typography>
      <FormControlLabel
        control={<Switch checked={history} onChange={(e) => setHistory(e.target.checked)} />}
        label={t('gifts.showHistory')}
      />
      {failed && <Alert severity="error">{t('errors.generic')}</Alert>}
      {!gifts && !failed && <Typography>{t('common.loading')}</Typography>}
      {gifts?.length === 0 && <Typography sx={{ mt: 2 }}>{t('gifts.none')}</Typography>}
      {gifts && gifts.length > 0 && (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            mt: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {gifts.map((g) => (
            <GiftCard key={g.giftCertificateId} gift={g} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export const ErrorBoundary = PageErrorBoundary;
