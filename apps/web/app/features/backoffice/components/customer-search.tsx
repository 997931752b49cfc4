// Customer search for staff (seed 000 §4: user_type_id 2): by name, e-mail, fiscal code, loyalty
// card or order number; each result can be acted as.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StaffCustomer } from '@sporta/contracts';
import { useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import { searchCustomers } from '../api';

export function customerFullName(c: { firstName: string; lastName: string }): string {
  return `${c.firstName} ${c.lastName}`.trim();
}

export function CustomerSearch({ onActAs }: { onActAs: (customer: StaffCustomer) => void }) {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<StaffCustomer[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const found = await searchCustomers(q.trim());
      setResults(found.users);
      setTotal(found.page.totItems);
    } catch (e) {
      setResults(null);
      setError(e instanceof Error ? e.message : t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="customer-search-title" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="customer-search-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
        {t('backoffice.searchTitle')}
      </Typography>
      <Box
        component="form"
        role="search"
        aria-label={t('backoffice.searchTitle')}
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          label={t('backoffice.searchLabel')}
          name="q"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: '1 1 320px' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {t('backoffice.search')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {results && (
        <Typography role="status">
          {results.length === 0 ? t('backoffice.noResults') : t('backoffice.results', { count: total })}
        </Typography>
      )}
      {results && results.length > 0 && (
        <Box
          component="ul"
          aria-label={t('backoffice.searchTitle')}
          sx={{ display: { xs: 'grid', md: 'none' }, gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {results.map((c) => (
            <Box
              component="li"
              key={c.userId}
              data-testid="customer-card"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
            >
              <Typography sx={{ fontWeight: 700 }}>{customerFullName(c)}</Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {c.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[c.fiscalCode, c.fidelityCard && `${t('backoffice.colCard')} ${c.fidelityCard}`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Button
                variant="outlined"
                size="small"
                onClick={() => onActAs(c)}
                sx={{ justifySelf: 'start', mt: 0.5 }}
                aria-label={t('backoffice.actAs', { name: customerFullName(c) })}
              >
                {t('backoffice.actAsShort')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {results && results.length > 0 && (
        <Box sx={{ overflowX: 'auto', display: { xs: 'none', md: 'block' } }}>
          <Table size="small" aria-label={t('backoffice.searchTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('backoffice.colName')}</TableCell>
                <TableCell>{t('backoffice.colEmail')}</TableCell>
                <TableCell>{t('backoffice.colFiscalCode')}</TableCell>
                <TableCell>{t('backoffice.colCard')}</TableCell>
                <TableCell>{t('backoffice.colLastOrder')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((c) => (
                <TableRow key={c.userId} data-testid="customer-row">
                  <TableCell>{customerFullName(c)}</TableCell>
                  <TableCell>{c.email}</TableCell>
                  <TableCell>{c.fiscalCode ?? '—'}</TableCell>
                  <TableCell>{c.fidelityCard ?? '—'}</TableCell>
                  <TableCell>{c.lastOrderId ?? '—'}</TableCell>
                  <TableCell align="right">
                    <Button
                      variant="outlined"
                      size="small"
                      onClick={() => onActAs(c)}
                      aria-label={t('backoffice.actAs', { name: customerFullName(c) })}
                    >
                      {t('backoffice.actAsShort')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
