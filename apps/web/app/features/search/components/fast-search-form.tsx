// The fast-search list (spec 002 §4): the words as removable chips, a field to add more
// (comma-separated), and a button to clear them all. The list is the URL's q.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { t } from '../../../i18n/i18n';
import { useNavigate } from 'react-router';
import { fastSearchHref, fastSearchWords } from '../search-params';

export function FastSearchForm({ words }: { words: string[] }) {
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const go = (next: string[]) => void navigate(fastSearchHref(next));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box
        component="form"
        method="get"
        action="/fast-search"
        role="search"
        aria-label={t('search.fastTitle')}
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          go(fastSearchWords([...words, text].join(',')));
          setText('');
        }}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-end' }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 280px' }}>
          <Box component="label" htmlFor={id} sx={{ fontWeight: 600, fontSize: 14, mb: 0.5 }}>
            {t('search.fastLabel')}
          </Box>
          <Box
            component="input"
            id={id}
            name="q"
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t('search.fastPlaceholder')}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => setText(e.target.value)}
            sx={{
              height: 44,
              px: 1.5,
              font: 'inherit',
              fontSize: 16,
              borderRadius: 2,
              border: '1px solid #9e9e9e',
              bgcolor: '#fff',
              '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.main' },
            }}
          />
        </Box>
        <Button type="submit" variant="contained" sx={{ height: 44, px: 3 }}>
          {t('search.fastSubmit')}
        </Button>
      </Box>
      {words.length > 0 && (
        <Box
          component="ul"
          aria-label={t('search.fastWords')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          {words.map((w) => (
            <li key={w}>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                endIcon={<CloseIcon fontSize="small" />}
                aria-label={t('search.removeWord', { word: w })}
                onClick={() => go(words.filter((x) => x !== w))}
                sx={{ bgcolor: '#fff', borderColor: '#d6d6d6', fontWeight: 600 }}
              >
                {w}
              </Button>
            </li>
          ))}
          <li>
            <Button size="small" color="inherit" onClick={() => go([])}>
              {t('search.clearWords')}
            </Button>
          </li>
        </Box>
      )}
    </Box>
  );
}
