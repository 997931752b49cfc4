// The shapes an order and a refund request share: the card of a list (heading, status chip,
// facts and actions), the header of a detail page (number and status chip) and the list of
// facts (a definition list, dense in a card).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Label–value pairs as a `dl`: the children are `dt`/`dd` pairs. */
export function FactList({ dense = false, children }: { dense?: boolean; children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={
        dense
          ? {
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.25,
              fontSize: 14,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0 },
            }
          : {
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 2,
              rowGap: 0.5,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
            }
      }
    >
      {children}
    </Box>
  );
}

/** One item of a list of orders or refunds: its heading names it, its facts are dense. */
export function RecordCard({
  headingId,
  title,
  chip,
  testId,
  actions,
  children,
}: {
  headingId: string;
  title: string;
  chip: ReactNode;
  testId: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: 18, mr: 'auto' }}>
          {title}
        </Typography>
        {chip}
      </Box>
      <FactList dense>{children}</FactList>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>{actions}</Box>
    </Paper>
  );
}

/** The header of a detail page: the number as its heading and the status chip. */
export function RecordHeader({ title, chip }: { title: string; chip: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="h2" sx={{ fontSize: 24, fontWeight: 700 }}>
        {title}
      </Typography>
      {chip}
    </Box>
  );
}
