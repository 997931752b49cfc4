// The brand's colours and the dialog widths, without MUI: read by the entry pages (whose styles
// are CSS modules over the same colours, ui/base.css) and by MUI's theme (ui/theme.ts).
export const brand = {
  red: '#d2151e',
  redDark: '#a50f16',
  blue: '#1565c0',
  ink: '#1d1d1f',
  muted: '#5f6368',
  surface: '#f6f5f2',
  promo: '#ffd400',
} as const;

/** Dialog widths of spec 000 §9 and 001 §2, in pixels. */
export const dialogWidths = {
  login: 600,
  timeslot: 750,
  address: 700,
  store: 700,
  categoryPopup: 700,
  favourites: 350,
  general: 530,
} as const;
