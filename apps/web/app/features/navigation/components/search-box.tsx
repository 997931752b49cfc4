import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

/** Submits to /search?q= (spec 000 §2). A plain GET form: it works before scripts run too. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box
      component={Form}
      method="get"
      action="/search"
      role="search"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flex: 1,
        maxWidth: 680,
        height: 46,
        pl: 2.25,
        pr: 0.5,
        borderRadius: 999,
        bgcolor: '#f1f1f1',
        border: '2px solid transparent',
        '&:focus-within': { borderColor: 'primary.main', bgcolor: '#fff' },
      }}
    >
      <Box component="label" htmlFor={id} sx={visuallyHidden}>
        {t('header.searchLabel')}
      </Box>
      <InputBase
        id={id}
        name="q"
        type="search"
        placeholder={t('header.searchPlaceholder')}
        sx={{ flex: 1, fontSize: 16, '& input::placeholder': { color: '#5f6368', opacity: 1 } }}
        inputProps={{ enterKeyHint: 'search', autoComplete: 'off' }}
      />
      <IconButton
        type="submit"
        aria-label={t('header.searchSubmit')}
        sx={{
          bgcolor: 'primary.main',
          color: '#fff',
          width: 38,
          height: 38,
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <SearchIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
