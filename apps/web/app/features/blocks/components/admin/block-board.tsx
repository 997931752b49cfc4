// The blocks of one page (the home or a category) for the content editor (issue 23): in the order
// the shopper sees them, each with its kind, status (draft, published, scheduled, expired), whom
// it is for, and its actions — move up or down (saved at once, one revision), change, history,
// delete — and the button that adds a block.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { BlockAdmin, BlockAdminTargets, CategoryBlock } from '@sporta/contracts';
import { useState, type ReactNode } from 'react';
import { t } from '../../../../i18n/i18n';
import { formatDateTime } from '../../../../ui/format';
import { staffRowSx } from '../../../../ui/staff-page';
import { deleteBlock, reorderBlocks } from '../../api/block-admin';
import { BlockForm, kindLabel, serviceName } from './block-form';
import { BlockRevisions } from './block-revisions';

type Outcome = { severity: 'success' | 'error'; text: string } | null;
type Open = { form: BlockAdmin | 'new' } | { history: BlockAdmin } | null;

const target = { minHeight: 44 };

function statusLabel(b: BlockAdmin, now: number): string {
  if (b.status === 'draft') return t('blockAdmin.draft');
  if (b.publishedTo && Date.parse(b.publishedTo) <= now)
    return t('blockAdmin.expired', { date: formatDateTime(b.publishedTo) });
  const label =
    Date.parse(b.publishedFrom) > now
      ? t('blockAdmin.scheduled', { date: formatDateTime(b.publishedFrom) })
      : t('blockAdmin.published');
  return b.publishedTo
    ? `${label}, ${t('blockAdmin.until', { date: formatDateTime(b.publishedTo) })}`
    : label;
}

function audience(b: BlockAdmin, targets: BlockAdminTargets): string {
  const names = [
    ...b.storeIds.map((id) => targets.stores.find((s) => s.storeId === id)?.name),
    ...b.warehouseIds.map((id) => targets.warehouses.find((w) => w.warehouseId === id)?.name),
    ...b.deliveryServiceIds.map((id) => {
      const d = targets.deliveryServices.find((x) => x.deliveryServiceId === id);
      return d && serviceName(d, targets);
    }),
  ].filter(Boolean);
  return names.length === 0 ? t('blockAdmin.everyone') : t('blockAdmin.onlyFor', { names: names.join(', ') });
}

export const blockName = (b: BlockAdmin) => b.title || t('blockAdmin.untitled', { kind: kindLabel(b.kind) });

export function BlockBoard({
  location,
  initial,
  targets,
  renderPreview,
}: {
  location: string;
  renderPreview: (block: CategoryBlock) => ReactNode;
  initial: BlockAdmin[];
  targets: BlockAdminTargets;
}) {
  const [blocks, setBlocks] = useState(initial);
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const now = Date.now();

  async function run(action: () => Promise<string>) {
    setOutcome(null);
    setBusy(true);
    try {
      setOutcome({ severity: 'success', text: await action() });
    } catch (e) {
      setOutcome({ severity: 'error', text: e instanceof Error ? e.message : t('errors.generic') });
    } finally {
      setBusy(false);
    }
  }

  const move = (index: number, by: -1 | 1) =>
    run(async () => {
      const ids = blocks.map((b) => b.id);
      [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
      const saved = await reorderBlocks(location, ids);
      setBlocks(saved.data.blocks);
      return saved.message;
    });

  const remove = (b: BlockAdmin) => {
    if (!window.confirm(t('blockAdmin.deleteConfirm', { title: blockName(b) }))) return;
    void run(async () => {
      const done = await deleteBlock(b.id);
      setBlocks((list) => list.filter((x) => x.id !== b.id));
      return done.message;
    });
  };

  function saved(block: BlockAdmin, message: string) {
    setBlocks((list) =>
      list.some((b) => b.id === block.id)
        ? list.map((b) => (b.id === block.id ? block : b))
        : [...list, block],
    );
    setOpen(null);
    setOutcome({ severity: 'success', text: message });
  }

  return (
    <Box component="section" aria-labelledby="block-list-title" sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        <Typography id="block-list-title" variant="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
          {t('blockAdmin.listTitle')}
        </Typography>
        <Button variant="contained" onClick={() => setOpen({ form: 'new' })} sx={target}>
          {t('blockAdmin.add')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {outcome && (
          <Alert severity={outcome.severity} data-testid="block-outcome">
            {outcome.text}
          </Alert>
        )}
      </Box>
      {blocks.length === 0 && <Typography color="text.secondary">{t('blockAdmin.empty')}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {blocks.map((b, i) => {
          const name = blockName(b);
          return (
            <Box component="li" key={b.id} data-testid="block-admin-row" data-block-id={b.id} sx={staffRowSx}>
              <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' } }}>
                <IconButton
                  aria-label={t('blockAdmin.moveUp', { title: name })}
                  disabled={busy || i === 0}
                  onClick={() => void move(i, -1)}
                  sx={{ width: 44, height: 44 }}
                >
                  <ArrowUpward />
                </IconButton>
                <IconButton
                  aria-label={t('blockAdmin.moveDown', { title: name })}
                  disabled={busy || i === blocks.length - 1}
                  onClick={() => void move(i, 1)}
                  sx={{ width: 44, height: 44 }}
                >
                  <ArrowDownward />
                </IconButton>
              </Box>
              <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} data-testid="block-admin-name">
                  {i + 1}. {name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {kindLabel(b.kind)} · {audience(b, targets)}
                </Typography>
              </Box>
              <Chip
                variant="outlined"
                sx={{ fontWeight: 700, borderWidth: 2, maxWidth: '100%' }}
                label={statusLabel(b, now)}
                data-testid="block-admin-status"
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  onClick={() => setOpen({ form: b })}
                  aria-label={t('blockAdmin.editNamed', { title: name })}
                  sx={target}
                >
                  {t('blockAdmin.edit')}
                </Button>
                <Button
                  onClick={() => setOpen({ history: b })}
                  aria-label={t('blockAdmin.revisionsNamed', { title: name })}
                  sx={target}
                >
                  {t('blockAdmin.revisions')}
                </Button>
                <Button
                  color="error"
                  disabled={busy}
                  onClick={() => remove(b)}
                  aria-label={t('blockAdmin.deleteNamed', { title: name })}
                  sx={target}
                >
                  {t('blockAdmin.delete')}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
      {open && 'form' in open && (
        <BlockForm
          location={location}
          targets={targets}
          renderPreview={renderPreview}
          {...(open.form === 'new' ? {} : { block: open.form })}
          onClose={() => setOpen(null)}
          onSaved={saved}
        />
      )}
      {open && 'history' in open && (
        <BlockRevisions
          block={open.history}
          title={blockName(open.history)}
          onClose={() => setOpen(null)}
          onRestored={saved}
        />
      )}
    </Box>
  );
}
