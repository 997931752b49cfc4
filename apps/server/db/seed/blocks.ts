// Demo content blocks (ADR 0053): the home page's and a category's layout in content/blocks.json,
// saved through the content module's BlockService (which checks each block's settings with its
// kind's schema, as for an editor's). Its banner pictures are drawn here (bannerSvg) into the
// files folder: nothing is fetched from the internet. A block may target delivery services by
// kind (`deliveryServiceKinds: ["locker"]`: every cooperative's locker service).
import fs from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../../src/platform/db';
import { BlockService } from '../../src/modules/content';
import { DEPARTMENTS } from './catalog-data';
import { DEMO_CONTENT_DIR } from './content';
import { bannerSvg } from './images';

interface BlockFile {
  pictures: Record<string, { department: string; width: number; height: number }>;
  blocks: {
    location: string;
    kind: string;
    title?: string;
    settings: unknown;
    deliveryServiceKinds?: string[];
    storeIds?: number[];
    from?: string;
    to?: string;
  }[];
}

export const DEMO_BLOCKS_FILE = path.join(DEMO_CONTENT_DIR, 'blocks.json');

export function readBlockFile(file = DEMO_BLOCKS_FILE): BlockFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BlockFile;
}

/** Draws the layout's banner pictures into `filesDir` (served at /img/); returns how many. */
export function writeBannerImages(filesDir: string, file = DEMO_BLOCKS_FILE): number {
  const { pictures } = readBlockFile(file);
  for (const [rel, p] of Object.entries(pictures)) {
    const color = DEPARTMENTS.find((d) => d.name === p.department)?.color ?? '#3f9b2f';
    const target = path.join(filesDir, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, bannerSvg(p.department, color, p.width, p.height));
  }
  return Object.keys(pictures).length;
}

/** Saves the layout's blocks in file order (positions 10, 20, … per location); returns how many. */
export async function seedBlocks(handle: DatabaseHandle, file = DEMO_BLOCKS_FILE): Promise<number> {
  const blocks = new BlockService(handle.db);
  const services = await handle.db
    .selectFrom('delivery_service')
    .select(['delivery_service_id', 'kind'])
    .execute();
  const next = new Map<string, number>();
  let n = 0;
  for (const b of readBlockFile(file).blocks) {
    const position = (next.get(b.location) ?? 0) + 10;
    next.set(b.location, position);
    const kinds = b.deliveryServiceKinds ?? [];
    await blocks.save({
      location: b.location,
      position,
      kind: b.kind,
      title: b.title,
      settings: b.settings,
      publishedFrom: b.from ? new Date(b.from) : new Date('2024-01-01T00:00:00Z'),
      publishedTo: b.to ? new Date(b.to) : null,
      storeIds: b.storeIds ?? [],
      deliveryServiceIds: services.filter((s) => kinds.includes(s.kind)).map((s) => s.delivery_service_id),
    });
    n++;
  }
  return n;
}

export async function blocksAreEmpty(handle: DatabaseHandle): Promise<boolean> {
  return new BlockService(handle.db).isEmpty();
}
