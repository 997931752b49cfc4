// Consent disclaimers (spec 000 §4): required ones are 'Ho letto*' checkboxes; optional ones a
// choice between 'Do il consenso' (1) and 'Nego il consenso' (0). The last is marketing: refusing
// it shows a warning and a confirm popup, whose decline puts the answer back to accepted.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@sporta/domain/validators';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import type { RegistrationDisclaimer } from '../api/account-types';
import { visuallyHidden } from '../../../ui/visually-hidden';

export type ConsentValues = Record<number, 0 | 1 | undefined>;

export function isMarketing(list: RegistrationDisclaimer[], d: RegistrationDisclaimer): boolean {
  return d.marketing || (!d.required && list[list.length - 1] === d);
}

/** Initial answers: the stored value, else accepted for optional ones and unticked for required ones. */
export function initialConsents(list: RegistrationDisclaimer[]): ConsentValues {
  const values: ConsentValues = {};
  for (const d of list) {
    values[d.registrationDisclaimerId] =
      d.value === 0 || d.value === 1 ? (d.value as 0 | 1) : d.required ? 0 : undefined;
  }
  return values;
}

/** The first problem of the answers: every required one ticked, every optional one answered. */
export function consentErrors(list: RegistrationDisclaimer[], values: ConsentValues): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const d of list) {
    const v = values[d.registrationDisclaimerId];
    if (d.required ? v !== 1 : v === undefined) errors[d.registrationDisclaimerId] = MESSAGES.required;
  }
  return errors;
}

/** The box's label: the title, which names the reading itself ('Ho letto* …'), said once. */
export function requiredLabel(title: string): string {
  const read = t('consent.read');
  return title.toLowerCase().startsWith(read.replace('*', '').toLowerCase()) ? title : `${read} – ${title}`;
}

interface Props {
  disclaimers: RegistrationDisclaimer[];
  values: ConsentValues;
  onChange: (values: ConsentValues) => void;
  errors: Record<number, string>;
}

export function DisclaimerFields({ disclaimers, values, onChange, errors }: Props) {
  const [confirming, setConfirming] = useState<number | null>(null);
  const set = (id: number, v: 0 | 1) => onChange({ ...values, [id]: v });

  return (
    <Box>
      {disclaimers.map((d) => {
        const id = d.registrationDisclaimerId;
        // An error goes as soon as the answer is given (ticked, or a choice made).
        const answered = d.required ? values[id] === 1 : values[id] !== undefined;
        const error = answered ? undefined : errors[id];
        const marketing = isMarketing(disclaimers, d);
        return (
          <Box key={id} sx={{ mb: 2 }} data-testid={`disclaimer-${id}`}>
            <Typography variant="subtitle2" component="h3">
              {d.disclaimerTitle}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {d.disclaimerContent}{' '}
              {d.disclaimerUrl && (
                // underlined: a link inside a sentence is told apart by more than its colour (WCAG 1.4.1)
                <Link href={d.disclaimerUrl} target="_blank" rel="noopener" underline="always">
                  {t('account.registration.readDisclaimer')}
                </Link>
              )}
            </Typography>
            {d.required ? (
              <FormControl error={Boolean(error)}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values[id] === 1}
                      onChange={(e) => set(id, e.target.checked ? 1 : 0)}
                      slotProps={{
                        input: { 'aria-describedby': error ? `disclaimer-${id}-error` : undefined },
                      }}
                    />
                  }
                  label={requiredLabel(d.disclaimerTitle)}
                />
                {error && <FormHelperText id={`disclaimer-${id}-error`}>{error}</FormHelperText>}
              </FormControl>
            ) : (
              <FormControl error={Boolean(error)}>
                <FormLabel id={`disclaimer-${id}-label`} sx={visuallyHidden}>
                  {d.disclaimerTitle}
                </FormLabel>
                <RadioGroup
                  row
                  aria-labelledby={`disclaimer-${id}-label`}
                  value={values[id] === undefined ? '' : String(values[id])}
                  onChange={(e) => {
                    const v = e.target.value === '1' ? 1 : 0;
                    set(id, v);
                    if (marketing && v === 0) setConfirming(id);
                  }}
                >
                  <FormControlLabel value="1" control={<Radio />} label={t('consent.give')} />
                  <FormControlLabel value="0" control={<Radio />} label={t('consent.deny')} />
                </RadioGroup>
                {error && <FormHelperText>{error}</FormHelperText>}
                {marketing && values[id] === 0 && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {t('account.registration.marketingWarning')}
                  </Alert>
                )}
              </FormControl>
            )}
          </Box>
        );
      })}
      <Dialog
        open={confirming !== null}
        onClose={() => undefined}
        maxWidth="xs"
        aria-labelledby="marketing-confirm-title"
      >
        <DialogTitle id="marketing-confirm-title">
          {t('account.registration.marketingConfirmTitle')}
        </DialogTitle>
        <DialogContent>
          <Typography>{t('account.registration.marketingConfirmText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              if (confirming !== null) set(confirming, 1);
              setConfirming(null);
            }}
          >
            {t('account.registration.marketingConfirmNo')}
          </Button>
          <Button variant="contained" onClick={() => setConfirming(null)}>
            {t('account.registration.marketingConfirmYes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
