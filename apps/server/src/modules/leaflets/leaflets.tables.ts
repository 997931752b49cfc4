// Kysely table types of the leaflets module (migrations 0022, 0025). Merged into DB in platform/db-schema.ts.
import type { ColumnType, Generated } from 'kysely';

/** A date column: pg answers a Date (PGlite too); written as YYYY-MM-DD. */
type Day = ColumnType<Date | string, string, string>;

export interface LeafletTable {
  leaflet_id: Generated<number>;
  slug: string;
  title: string;
  description: Generated<string>;
  leaflet_type_id: number;
  store_id: number;
  valid_from: Day;
  valid_to: Day;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** migration 0025: 'draft' | 'published' */
  status: Generated<string>;
  /** migration 0025: 'rendered' | 'uploaded' */
  source: Generated<string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LeafletWarehouseTable {
  leaflet_id: number;
  warehouse_id: number;
}

export interface LeafletDeliveryServiceTable {
  leaflet_id: number;
  delivery_service_id: number;
}

export interface LeafletPageTable {
  leaflet_page_id: Generated<number>;
  leaflet_id: number;
  page_number: number;
}

export interface LeafletPageProductTable {
  leaflet_page_id: number;
  position: number;
  product_id: number;
  area_x: number;
  area_y: number;
  area_w: number;
  area_h: number;
}

export interface LeafletTables {
  leaflet: LeafletTable;
  leaflet_warehouse: LeafletWarehouseTable;
  leaflet_delivery_service: LeafletDeliveryServiceTable;
  leaflet_page: LeafletPageTable;
  leaflet_page_product: LeafletPageProductTable;
}
