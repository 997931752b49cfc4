// The store directory (store pages, pick-up and locker choice, leaflets): shops, pick-up points,
// lockers and piers as the API shows them, nearest first when the caller gives a position.
import { distanceMeters } from '@sporta/domain';
import type { CatalogRepository } from './catalog.repository';
import { warehouseDto } from './catalog.mapping';

export interface WarehouseFilter {
  storeId?: number;
  deliveryServiceId?: number;
  q?: string;
  latitude?: number;
  longitude?: number;
  distance?: number;
}

/** One shop, pick-up point, locker or pier by id or slug, or undefined. */
export async function findWarehouse(repo: CatalogRepository, key: { warehouseId?: number; slug?: string }) {
  if (!key.warehouseId && !key.slug) return undefined;
  const [row] = await repo.warehouses(key);
  if (!row) return undefined;
  return {
    ...warehouseDto(row),
    storeName: row.store_name,
    lockerMaxLevel: row.kind === 'locker' ? row.locker_max_level : null,
  };
}

/** The warehouses matching the filter; with a position, their distance, within `distance`, nearest first. */
export async function listWarehouses(repo: CatalogRepository, filter: WarehouseFilter) {
  const rows = await repo.warehouses(filter);
  const withDistance = rows.map((w) => ({
    ...warehouseDto(w),
    ...(filter.latitude !== undefined && filter.longitude !== undefined
      ? {
          distance: Math.round(distanceMeters(filter.latitude, filter.longitude, w.latitude, w.longitude)),
        }
      : {}),
  }));
  if (withDistance.length && withDistance[0]!.distance !== undefined) {
    const max = filter.distance;
    return withDistance
      .filter((w) => max === undefined || (w.distance ?? 0) <= max)
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  }
  return withDistance;
}
