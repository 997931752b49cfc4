// The design system's theme: primary red, secondary blue, the spec's breakpoints (000 §9).
import { createTheme } from '@mui/material/styles';
import { brand } from './brand';

export { brand, dialogWidths } from './brand';

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
  palette: {
    primary: { main: brand.red, dark: brand.redDark, contrastText: '#ffffff' },
    secondary: { main: brand.blue, contrastText: '#ffffff' },
    text: { primary: brand.ink, secondary: brand.muted },
    background: { default: brand.surface, paper: '#ffffff' },
    success: { main: '#2e7d32' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.375rem', fontWeight: 800, lineHeight: 1.25 },
    h3: { fontSize: '1.125rem', fontWeight: 700 },
    h4: { fontSize: '1rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 700 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
    MuiCard: { defaultProps: { elevation: 0 } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
  },
});
