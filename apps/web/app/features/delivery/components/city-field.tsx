// The municipality field with autocomplete (spec 001 §2 "An address autocomplete (Italy only)";
// issue 6 §4): suggestions from the server's geocoder as the shopper types; choosing one fills
// municipality, province and, when the place has a single one, the CAP. Typing freely still works.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Place } from '@sporta/contracts';
import { useEffect, useState } from 'react';
import { t, type MessageKey } from '../../../i18n/i18n';
import { suggestPlaces } from '../api/delivery-api';

interface Props {
  value: string;
  error?: MessageKey;
  onText: (city: string) => void;
  onPlace: (place: Place) => void;
}

export function CityField({ value, error, onText, onPlace }: Props) {
  const [options, setOptions] = useState<Place[]>([]);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setOptions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggestPlaces(q, controller.signal)
        .then(setOptions)
        .catch(() => setOptions([]));
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <Autocomplete<Place, false, false, true>
      freeSolo
      options={options}
      filterOptions={(x) => x}
      inputValue={value}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') return;
        onText(text);
        setQuery(text);
      }}
      onChange={(_, chosen) => {
        if (chosen && typeof chosen !== 'string') onPlace(chosen);
      }}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.city)}
      isOptionEqualToValue={(a, b) => a.city === b.city && a.postalcode === b.postalcode}
      noOptionsText={t('delivery.noPlaces')}
      renderOption={(props, o) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {o.city} ({o.province})
            </Typography>{' '}
            <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {o.postalcode ||
                (o.postcodes.length > 3 ? `${o.postcodes[0]}–${o.postcodes.at(-1)}` : o.postcodes.join(', '))}
              {' · '}
              {o.served ? t('delivery.placeServed') : t('delivery.placeNotServed')}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('delivery.city')}
          required
          size="small"
          error={Boolean(error)}
          helperText={error ? t(error) : ' '}
          inputProps={{ ...params.inputProps, autoComplete: 'address-level2' }}
        />
      )}
    />
  );
}
