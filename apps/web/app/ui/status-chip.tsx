// A status as a small chip: light backgrounds with dark text, every pair passing WCAG AA contrast
// at the chip's size (orders, refunds, payment due documents).
import Chip from '@mui/material/Chip';

export type ChipColor = 'default' | 'success' | 'warning' | 'error' | 'info';

const CHIP_COLORS: Record<ChipColor, { bgcolor: string; color: string }> = {
  default: { bgcolor: '#eeeeee', color: '#424242' },
  success: { bgcolor: '#e8f5e9', color: '#1b5e20' },
  warning: { bgcolor: '#fff3e0', color: '#7a3300' },
  error: { bgcolor: '#ffebee', color: '#b71c1c' },
  info: { bgcolor: '#e3f2fd', color: '#0d47a1' },
};

export function StatusChip({ label, color, testId }: { label: string; color: ChipColor; testId?: string }) {
  return (
    <Chip size="small" label={label} data-testid={testId} sx={{ fontWeight: 600, ...CHIP_COLORS[color] }} />
  );
}
