// The registration form (spec 000 §4, issue 5): personal data, e-mail, password with live policy
// hints, codice fiscale, phone, cooperative (1–3) and that cooperative's disclaimers. With `card`
// (/registration/card-agreement, seed 002 §7): the loyalty card and the holder's birth date take
// the place of the name, which the member register gives.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  email as emailRule,
  fiscalCode as fiscalCodeRule,
  loyaltyCard as loyaltyCardRule,
  MESSAGES,
  personName,
  phone as phoneRule,
  registrationPassword,
  type Validator,
} from '@sporta/domain/validators';
import { LOYALTY_MESSAGES } from '@sporta/domain/loyalty-rules';
import { useEffect, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/i18n';
import type { RegistrationDisclaimer, Store } from '../api/account-types';
import { getRegistrationDisclaimers, registerFromCard, registerUser } from '../api/registration';
import { AltchaField } from './altcha-field';
import { consentErrors, DisclaimerFields, initialConsents, type ConsentValues } from './disclaimer-fields';
import { MessageArea, failureMessages, type FormMessage } from './message-area';
import { PasswordField, PasswordHints } from './password-field';

type Field =
  | 'firstName'
  | 'lastName'
  | 'fidelityCard'
  | 'birthDate'
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'fiscalCode'
  | 'phone';

const COMMON_RULES: Partial<Record<Field, Validator>> = {
  email: emailRule({ required: true }),
  password: registrationPassword({ required: true }),
  fiscalCode: fiscalCodeRule({ required: true }),
  phone: phoneRule('generic', { required: true }),
};
const NAME_RULES: Partial<Record<Field, Validator>> = {
  firstName: personName({ required: true }),
  lastName: personName({ required: true }),
};
const CARD_RULES: Partial<Record<Field, Validator>> = {
  fidelityCard: (v) => loyaltyCardRule({ required: true })(String(v ?? '').replace(/\s/g, '')),
  birthDate: (v) => {
    const text = String(v ?? '').trim();
    if (!text) return MESSAGES.required;
    return /^\d{2}\/\d{2}\/\d{4}$/.test(text) || LOYALTY_MESSAGES.birthDateInvalid;
  },
};

export function RegistrationForm({
  stores,
  onRegistered,
  initial = {},
  card = false,
  inviteCode,
}: {
  /** A friend's invite code (the share link's ?invite=): sent with the registration, editable. */
  inviteCode?: string;
  stores: Store[];
  /** Registration from a loyalty card: card number and birth date instead of the name. */
  card?: boolean;
  /** socialLinked: the Google identity of this session was linked (the account is ready). */
  onRegistered: (email: string, socialLinked: boolean, warnings?: string[]) => void;
  /** Details to start from (those a social login gave). */
  initial?: Partial<Record<'firstName' | 'lastName' | 'email', string>>;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: initial.firstName ?? '',
    lastName: initial.lastName ?? '',
    email: initial.email ?? '',
    fidelityCard: '',
    birthDate: '',
    password: '',
    confirmPassword: '',
    fiscalCode: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field | 'store', string>>>({});
  const [storeId, setStoreId] = useState<number | null>(stores.length === 1 ? stores[0]!.storeId : null);
  const [disclaimers, setDisclaimers] = useState<RegistrationDisclaimer[]>([]);
  const [consents, setConsents] = useState<ConsentValues>({});
  const [consentProblems, setConsentProblems] = useState<Record<number, string>>({});
  const [messages, setMessages] = useState<FormMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [invite, setInvite] = useState(inviteCode ?? '');
  const [botToken, setBotToken] = useState<string | undefined>();
  const [botReset, setBotReset] = useState(0);

  useEffect(() => {
    if (storeId === null) return;
    let alive = true;
    getRegistrationDisclaimers(storeId)
      .then((list) => {
        if (!alive) return;
        setDisclaimers(list);
        setConsents(initialConsents(list));
        setConsentProblems({});
      })
      .catch((error: unknown) => {
        if (alive)
          setMessages([
            { level: 'error', text: error instanceof Error ? error.message : t('errors.generic') },
          ]);
      });
    return () => {
      alive = false;
    };
  }, [storeId, t]);

  const field = (name: Field, extra: Partial<Parameters<typeof TextField>[0]> = {}) => ({
    name,
    label: t(`account.fields.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    required: true,
    ...extra,
  });

  function validate(): boolean {
    const next: Partial<Record<Field | 'store', string>> = {};
    const rules = { ...(card ? CARD_RULES : NAME_RULES), ...COMMON_RULES };
    for (const [name, rule] of Object.entries(rules) as [Field, Validator][]) {
      const result = rule(name === 'fiscalCode' ? values[name].trim().toUpperCase() : values[name]);
      if (result !== true) next[name] = result;
    }
    if (!values.confirmPassword) next.confirmPassword = MESSAGES.required;
    else if (values.confirmPassword !== values.password)
      next.confirmPassword = t('account.fields.passwordMismatch');
    if (storeId === null) next.store = MESSAGES.required;
    setErrors(next);
    const problems = consentErrors(disclaimers, consents);
    setConsentProblems(problems);
    return Object.keys(next).length === 0 && Object.keys(problems).length === 0;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!validate() || storeId === null) return;
    if (!botToken) {
      setMessages([{ level: 'warning', text: t('account.login.botCheckPending') }]);
      return;
    }
    setBusy(true);
    setMessages([]);
    const common = {
      email: values.email.trim(),
      password: values.password,
      fiscalCode: values.fiscalCode.trim().toUpperCase(),
      phone: values.phone.trim(),
      storeId,
      disclaimers: disclaimers.map((d) => ({
        registrationDisclaimerId: d.registrationDisclaimerId,
        value: consents[d.registrationDisclaimerId] === 1 ? (1 as const) : (0 as const),
      })),
      token_recaptcha: botToken,
    };
    try {
      if (card) {
        await registerFromCard({
          ...common,
          fidelity_card: values.fidelityCard.replace(/\s/g, ''),
          birth_date: values.birthDate.trim(),
        });
        onRegistered(values.email.trim(), false);
        return;
      }
      const { socialLinked, warnings } = await registerUser({
        ...common,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        ...(invite.trim() ? { inviteCode: invite.trim() } : {}),
      });
      onRegistered(values.email.trim(), socialLinked, warnings);
    } catch (error) {
      setMessages(failureMessages(error, t('errors.generic')));
      setBotToken(undefined);
      setBotReset((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t(card ? 'cardAgreement.title' : 'account.registration.title')}
    >
      {card && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {t('cardAgreement.cardTitle')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('fidelityCard', {
                  slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 20, autoComplete: 'off' } },
                })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('birthDate', {
                  placeholder: 'GG/MM/AAAA',
                  slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'bday' } },
                })}
              />
            </Grid>
          </Grid>
        </>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {t('account.registration.personal')}
      </Typography>
      <Grid container spacing={2}>
        {!card && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('firstName', { autoComplete: 'given-name' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('lastName', { autoComplete: 'family-name' })} />
            </Grid>
          </>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...field('fiscalCode', {
              slotProps: { htmlInput: { maxLength: 16, style: { textTransform: 'uppercase' } } },
            })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone', { type: 'tel', autoComplete: 'tel' })} />
        </Grid>
        {!card && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              name="inviteCode"
              label={t('account.fields.inviteCode')}
              value={invite}
              onChange={(e) => setInvite(e.target.value)}
              fullWidth
              slotProps={{
                htmlInput: { maxLength: 20, autoComplete: 'off', style: { textTransform: 'uppercase' } },
              }}
            />
          </Grid>
        )}
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('account.registration.access')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField {...field('email', { type: 'email', autoComplete: 'email' })} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField
            {...field('password', { autoComplete: 'new-password' })}
            slotProps={{ htmlInput: { 'aria-describedby': 'password-hints' } }}
          />
          <PasswordHints password={values.password} id="password-hints" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordField {...field('confirmPassword', { autoComplete: 'new-password' })} />
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('account.registration.storeTitle')}
      </Typography>
      <FormControl error={Boolean(errors.store)} required>
        <FormLabel id="store-label">{t('account.registration.chooseStore')}</FormLabel>
        <RadioGroup
          aria-labelledby="store-label"
          value={storeId === null ? '' : String(storeId)}
          onChange={(e) => {
            setStoreId(Number(e.target.value));
            // chosen: its "Campo obbligatorio" goes
            setErrors(({ store: _answered, ...rest }) => rest);
          }}
        >
          {stores.map((s) => (
            <FormControlLabel key={s.storeId} value={String(s.storeId)} control={<Radio />} label={s.name} />
          ))}
        </RadioGroup>
        {errors.store && <FormHelperText>{errors.store}</FormHelperText>}
      </FormControl>
      {disclaimers.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
            {t('account.registration.privacy')}
          </Typography>
          <DisclaimerFields
            disclaimers={disclaimers}
            values={consents}
            onChange={setConsents}
            errors={consentProblems}
          />
        </>
      )}
      <MessageArea messages={messages} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('account.login.botCheck')}
      </Typography>
      <AltchaField onToken={setBotToken} resetKey={botReset} />
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 2, minWidth: 240 }}>
        {t('account.registration.submit')}
      </Button>
    </Box>
  );
}
