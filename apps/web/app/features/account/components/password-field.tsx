// A password input with the show-password toggle, and the live policy hints of registration.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { t } from '../../../i18n/i18n';
import { visuallyHidden } from '../../../ui/visually-hidden';

export function PasswordField(props: TextFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? t('account.login.hidePassword') : t('account.login.showPassword')}
                aria-pressed={shown}
                onClick={() => setShown((s) => !s)}
                edge="end"
              >
                {shown ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const RULES: { key: 'length' | 'lower' | 'upper' | 'digit' | 'symbol'; test: (p: string) => boolean }[] = [
  { key: 'length', test: (p) => p.length >= 8 && p.length <= 25 },
  { key: 'lower', test: (p) => /[a-z]/.test(p) },
  { key: 'upper', test: (p) => /[A-Z]/.test(p) },
  { key: 'digit', test: (p) => /\d/.test(p) },
  { key: 'symbol', test: (p) => /[@#$%^&+*!=]/.test(p) },
];

export function PasswordHints({ password, id }: { password: string; id: string }) {
  return (
    <Box id={id} sx={{ mt: 0.5, mb: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('account.passwordHints.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {RULES.map((r) => {
          const ok = r.test(password);
          return (
            <Box
              component="li"
              key={r.key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                fontSize: 14,
                color: ok ? 'success.dark' : 'text.secondary',
              }}
            >
              {ok ? (
                <CheckCircleIcon fontSize="inherit" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon fontSize="inherit" aria-hidden />
              )}
              <span>{t(`account.passwordHints.${r.key}`)}</span>
              <Box component="span" sx={visuallyHidden}>
                {ok ? t('account.passwordHints.met') : t('account.passwordHints.notMet')}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
