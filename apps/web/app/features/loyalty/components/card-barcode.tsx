// A loyalty card's barcode, drawn by bwip-js as SVG so that a till scanner reads it from a
// phone's screen: EAN-13 for a 13-digit card number (with its digits under the bars), Code 128
// otherwise; black on white with the quiet zone the symbology needs. bwip-js is loaded only on
// this page (a dynamic import), never with the shop's entry bundle.
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { loyaltyBarcodeType } from '@sporta/domain/loyalty-rules';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n';

export function CardBarcode({ cardNumber }: { cardNumber: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const type = loyaltyBarcodeType(cardNumber);
  useEffect(() => {
    let alive = true;
    void import('bwip-js/browser').then(({ toSVG }) => {
      if (!alive) return;
      setSvg(
        toSVG({
          bcid: type,
          text: cardNumber,
          scale: 3,
          height: 18,
          includetext: true,
          guardwhitespace: type === 'ean13',
          paddingwidth: type === 'ean13' ? 4 : 10,
          paddingheight: 4,
          backgroundcolor: 'FFFFFF',
        }),
      );
    });
    return () => {
      alive = false;
    };
  }, [cardNumber, type]);
  return (
    <Box
      role="img"
      aria-label={t('loyalty.barcodeLabel', { card: cardNumber })}
      data-testid="card-barcode"
      data-barcode-type={type}
      data-barcode-value={cardNumber}
      data-ready={svg ? 'true' : 'false'}
      sx={{
        bgcolor: '#fff',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        width: '100%',
        maxWidth: 360,
        mx: 'auto',
        '& svg': { display: 'block', width: '100%', height: 'auto' },
      }}
    >
      {svg ? (
        <Box aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <Skeleton variant="rectangular" height={110} />
      )}
    </Box>
  );
}
