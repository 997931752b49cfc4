// `npm start` on an empty database applies the deterministic demo seed.
import type { Config } from '../config';
import type { DatabaseHandle } from './db';
import { contentIsEmpty, seedContent } from '../../db/seed/content';
import { isSeeded, seedDatabase } from '../../db/seed/seed';
import { blocksAreEmpty, seedBlocks, writeBannerImages } from '../../db/seed/blocks';
import { leafletsAreEmpty, seedLeaflets } from '../../db/seed/leaflets';
import { formsAreEmpty, seedForms } from '../../db/seed/forms';
import { romeDate } from '@sporta/domain';

export async function prepareDemoData(database: DatabaseHandle, config: Config): Promise<void> {
  if (await isSeeded(database)) {
    // A database seeded before the content module (issue 23) gets the demo pages once.
    if (await contentIsEmpty(database)) await seedContent(database, config.CONTENT_EXTRA_DIR);
    // ... and one seeded before the leaflets (issue 24) gets the demo leaflets once.
    // ... and one seeded before the content blocks (ADR 0053) gets the demo layout once.
    if (await blocksAreEmpty(database)) {
      await seedBlocks(database);
      writeBannerImages(config.filesDir);
    }
    if (await leafletsAreEmpty(database)) await seedLeaflets(database, romeDate(new Date()));
    // ... and one seeded before the forms (ADR 0065) gets the demo forms once.
    if (await formsAreEmpty(database)) await seedForms(database);
    return;
  }
  const started = Date.now();
  console.log(`Sporta: preparing demo data (${config.SEED_PRODUCTS} products)...`);
  await seedDatabase(database, {
    products: config.SEED_PRODUCTS,
    filesDir: config.filesDir,
    contentExtraDir: config.CONTENT_EXTRA_DIR,
  });
  console.log(`Sporta: demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
