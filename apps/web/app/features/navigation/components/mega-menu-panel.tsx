// The desktop mega-menu's panel: departments on the left, the hovered department's
// subcategories and their children on the right. Loaded by desktop-menu.tsx when first opened;
// the tree comes then too (menu-tree.ts).
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n';
import { useMenuTree } from '../menu-tree';
import { categoryHref, type MenuCategory } from '../types';

export default function MegaMenuPanel({
  open,
  panelId,
  departments,
  activeId,
  onActivate,
}: {
  open: boolean;
  panelId: string;
  /** The page's departments, shown until the whole tree arrives. */
  departments: MenuCategory[];
  activeId: number;
  onActivate: (categoryId: number) => void;
}) {
  const categories = useMenuTree() ?? departments;
  if (!open) return null;
  const active = categories.find((c) => c.categoryId === activeId) ?? categories[0]!;
  return (
    <Paper
      id={panelId}
      elevation={8}
      square
      data-testid="mega-menu"
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: '100%',
        zIndex: (theme) => theme.zIndex.appBar + 1,
        borderRadius: '0 0 14px 14px',
      }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', py: 2, maxHeight: '70vh' }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            width: 280,
            flexShrink: 0,
            borderRight: '1px solid #eee',
            overflowY: 'auto',
          }}
        >
          {categories.map((c) => (
            <li key={c.categoryId}>
              <Box
                component={Link}
                to={categoryHref(c)}
                onMouseEnter={() => onActivate(c.categoryId)}
                onFocus={() => onActivate(c.categoryId)}
                aria-current={c.categoryId === active.categoryId ? 'true' : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  px: 2,
                  py: 1,
                  mr: 1.5,
                  borderRadius: 2,
                  textDecoration: 'none',
                  fontWeight: 600,
                  color: c.categoryId === active.categoryId ? 'primary.main' : 'text.primary',
                  bgcolor: c.categoryId === active.categoryId ? '#fdecec' : 'transparent',
                }}
              >
                {c.name}
                <ChevronRightIcon fontSize="small" />
              </Box>
            </li>
          ))}
        </Box>
        <Box sx={{ flex: 1, pl: 4, overflowY: 'auto' }}>
          <MuiLink
            component={Link}
            to={categoryHref(active)}
            sx={{ fontWeight: 800, fontSize: 18, color: 'primary.main' }}
          >
            {t('header.seeAll', { name: active.name })}
          </MuiLink>
          <Box sx={{ mt: 2, columnCount: { md: 2, lg: 3 }, columnGap: 4 }}>
            {(active.categories ?? []).map((child) => (
              <Box key={child.categoryId} sx={{ breakInside: 'avoid', mb: 2.5 }}>
                <Typography component="p" sx={{ fontWeight: 700 }}>
                  <MuiLink component={Link} to={categoryHref(child)} color="text.primary">
                    {child.name}
                  </MuiLink>
                </Typography>
                {child.categories && child.categories.length > 0 && (
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
                    {child.categories.map((leaf) => (
                      <li key={leaf.categoryId}>
                        <MuiLink
                          component={Link}
                          to={categoryHref(leaf)}
                          color="text.secondary"
                          sx={{ fontSize: 14, lineHeight: 1.9 }}
                        >
                          {leaf.name}
                        </MuiLink>
                      </li>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      </Container>
    </Paper>
  );
}
