// The bag labels of a picked order (issue 26): the picker says how many bags, and downloads a PDF
// with one label per bag (order, customer, slot, service, bag k of n, a barcode of the order).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';

export function BagLabels({ orderId }: { orderId: number }) {
  const [bags, setBags] = useState('1');
  const n = Number(bags);
  const valid = Number.isInteger(n) && n >= 1 && n <= 50;
  return (
    <Box component="section" aria-labelledby="bag-labels-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="bag-labels-title" variant="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {t('storeOps.bagsTitle')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          type="number"
          label={t('storeOps.bagsCount')}
          value={bags}
          onChange={(e) => setBags(e.target.value)}
          error={!valid}
          helperText={valid ? t('storeOps.bagsHelp') : t('storeOps.bagsInvalid')}
          slotProps={{ htmlInput: { min: 1, max: 50, inputMode: 'numeric' } }}
          sx={{ maxWidth: 200, '& .MuiInputBase-root': { minHeight: 48 } }}
        />
        <Button
          variant="contained"
          component="a"
          href={valid ? `/ebsn/api/store-ops/bag-labels?order_id=${orderId}&bags=${n}` : undefined}
          download={`etichette-ordine-${orderId}.pdf`}
          disabled={!valid}
          sx={{ minHeight: 48 }}
        >
          {t('storeOps.bagsPrint')}
        </Button>
      </Box>
    </Box>
  );
}
