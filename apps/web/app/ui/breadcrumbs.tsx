import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { t } from '../i18n/i18n';
import { Link } from 'react-router';

export interface Crumb {
  name: string;
  href: string;
}

/** Homepage › … › current page; the last item is the current page and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all = [{ name: t('breadcrumbs.home'), href: '/' }, ...items];
  return (
    <MuiBreadcrumbs
      aria-label={t('breadcrumbs.label')}
      separator={<NavigateNextIcon fontSize="small" />}
      sx={{
        py: 1.5,
        fontSize: 14,
        minWidth: 0,
        maxWidth: '100%',
        '& ol': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, overflowX: 'auto' },
        '& li': { whiteSpace: 'nowrap' },
      }}
    >
      {all.map((c, i) =>
        i === all.length - 1 ? (
          <Typography
            key={c.href}
            color="text.primary"
            aria-current="page"
            sx={{ fontSize: 14, fontWeight: 600 }}
          >
            {c.name}
          </Typography>
        ) : (
          <MuiLink key={c.href} component={Link} to={c.href} color="text.secondary" sx={{ fontSize: 14 }}>
            {c.name}
          </MuiLink>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
