// npm run seed -- [--products N] [--data-dir DIR] [--max-images N] [--today YYYY-MM-DD]
// Opens the database (PGlite in DATA_DIR/db, or DATABASE_URL), migrates, empties the
// catalogue if it was seeded before, and seeds. A developer tool: it reads its two
// environment keys itself instead of going through the server's config.
import path from 'node:path';
import { openDatabase } from '../../src/platform/db';
import { migrate } from '../../src/platform/migrate';
import { DEMO_ACCOUNTS, isSeeded, seedDatabase, wipeCatalogue } from './seed';

interface CliArgs {
  products: number;
  dataDir: string;
  maxImages: number;
  today?: Date;
}

function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): CliArgs {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    if (i >= 0) return argv[i + 1];
    const eq = argv.find((a) => a.startsWith(`--${name}=`));
    return eq?.slice(name.length + 3);
  };
  const positive = (name: string, fallback: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`--${name} vuole un numero intero positivo, non "${text}"`);
    return n;
  };
  const today = value('today');
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today))
    throw new Error('--today vuole una data YYYY-MM-DD');
  return {
    products: positive('products', 3000),
    dataDir: path.resolve(value('data-dir') ?? env.DATA_DIR ?? './var'),
    maxImages: positive('max-images', 5000),
    ...(today ? { today: new Date(`${today}T12:00:00Z`) } : {}),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2), process.env);
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { dir: path.join(args.dataDir, 'db') });
  try {
    const started = performance.now();
    await migrate(handle);
    const migrated = performance.now();
    if (await isSeeded(handle)) {
      console.log('Catalogo già presente: lo svuoto (truncate … cascade).');
      await wipeCatalogue(handle);
    }
    const filesDir = path.join(args.dataDir, 'files'); // served at /img/ by the app;
    const summary = await seedDatabase(handle, {
      products: args.products,
      filesDir,
      maxImages: args.maxImages,
      ...(args.today ? { today: args.today } : {}),
    });
    console.log(
      `Database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(args.dataDir, 'db')}`}`,
    );
    console.log(`Immagini: ${filesDir} (${summary.images} file)`);
    console.log(
      [
        `Giorno di riferimento ${summary.today}`,
        `${summary.stores} cooperative, ${summary.warehouses} punti vendita/hub/locker/pontili, ${summary.deliveryServices} servizi`,
        `${summary.deliveryZones} zone di consegna con ${summary.postcodes} CAP`,
        `categorie: ${summary.categories.departments} reparti, ${summary.categories.second} di secondo livello, ${summary.categories.leaves} foglie`,
        `${summary.vendors} marche, ${summary.productClasses} classi prodotto`,
        `${summary.products} prodotti, ${summary.productClassLinks} classi assegnate, ${summary.promotions} promozioni`,
        `${summary.warehouseProducts} prezzi/disponibilità per magazzino, ${summary.priceHistory} righe di storico prezzi`,
        `${summary.users} account demo, ${summary.loyaltyMembers} soci nel registro delle carte fedeltà`,
      ].join('\n'),
    );
    console.log(
      `Tempi: migrazioni ${Math.round(migrated - started)} ms, rete e categorie ${summary.ms.network} ms, ` +
        `prodotti ${summary.ms.products} ms, account ${summary.ms.users} ms, totale ${Math.round(performance.now() - started)} ms`,
    );
    console.log('Account demo:');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  (${a.note})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
