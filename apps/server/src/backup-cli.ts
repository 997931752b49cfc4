// Backups of the embedded database (README "Backups"):
//   npm run backup                     a consistent copy into backups/sporta-<time> beside DATA_DIR,
//                                      while the server runs or not
//   npm run backup -- <folder>         into that folder (new or empty)
//   npm run restore -- <folder> [--force]   the server stopped: back into DATA_DIR
import path from 'node:path';
import { parseConfig, parseRaw, withPaths } from './config';
import { createBackup, restoreBackup } from './platform/backup';

const USAGE = ['Uso:', '  npm run backup [-- <cartella>]', '  npm run restore -- <cartella> [--force]'].join(
  '\n',
);

async function main(): Promise<void> {
  const [action, ...args] = process.argv.slice(2);
  // A restore brings its own secrets: none is generated into the DATA_DIR it fills.
  const config =
    action === 'restore'
      ? withPaths({
          ...parseRaw(),
          PAYMENT_HMAC_KEY: 'unused-by-restore',
          ALTCHA_HMAC_KEY: 'unused-by-restore',
          VAPID_PRIVATE_KEY: 'unused-by-restore',
        })
      : parseConfig();
  const base = config.INIT_CWD ?? process.cwd();
  const force = args.includes('--force');
  const folder = args.find((a) => !a.startsWith('--'));
  if (action === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
    const target = folder
      ? path.resolve(base, folder)
      : path.join(path.dirname(config.dataDir), 'backups', `sporta-${stamp}`);
    const started = Date.now();
    const manifest = await createBackup(config, target);
    console.log(
      `Copia di ${config.dataDir} salvata in ${target} (${manifest.source === 'running-server' ? 'dal server in esecuzione' : 'a server fermo'}, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    console.log(`Per ripristinarla, a server fermo: npm run restore -- ${target}`);
    return;
  }
  if (action === 'restore' && folder) {
    const { movedAside } = await restoreBackup(config, path.resolve(base, folder), { force });
    console.log(`Copia ${path.resolve(base, folder)} ripristinata in ${config.dataDir}.`);
    if (movedAside) console.log(`Il contenuto precedente è in ${movedAside}.`);
    return;
  }
  throw new Error(USAGE);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
