// The warehouse and service a store manager plans (the week grid and the weekly templates).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SlotPlan } from '@sporta/contracts';
import { t } from '../../../i18n/i18n';

export function PlanChoiceSelects({
  warehouses,
  warehouseId,
  deliveryServiceId,
  onChange,
}: {
  warehouses: SlotPlan['warehouses'];
  warehouseId: number;
  deliveryServiceId: number;
  onChange: (choice: { warehouseId: number; deliveryServiceId: number }) => void;
}) {
  const warehouse = warehouses.find((w) => w.warehouseId === warehouseId);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label={t('storeOps.warehouse')}
        value={warehouseId}
        onChange={(e) => {
          const w = warehouses.find((x) => x.warehouseId === Number(e.target.value));
          const service = w?.services[0];
          if (w && service)
            onChange({ warehouseId: w.warehouseId, deliveryServiceId: service.deliveryServiceId });
        }}
      >
        {warehouses.map((w) => (
          <MenuItem key={w.warehouseId} value={w.warehouseId}>
            {w.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('storeOps.service')}
        value={deliveryServiceId}
        onChange={(e) => onChange({ warehouseId, deliveryServiceId: Number(e.target.value) })}
      >
        {(warehouse?.services ?? []).map((s) => (
          <MenuItem key={s.deliveryServiceId} value={s.deliveryServiceId}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
