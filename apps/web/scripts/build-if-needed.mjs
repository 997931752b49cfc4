// Builds the web app only when build/server/index.js is missing or older than a source file.
// Used by `npm start` so that a fresh clone builds once and later starts are immediate.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'build', 'server', 'index.js');
// The app's own sources and the workspace packages it bundles.
const sources = [
  'app',
  'public',
  'scripts',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  '../../packages/domain/src',
  '../../packages/contracts/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt > changedAt) {
  console.log('web: build is up to date');
} else {
  console.log(builtAt ? 'web: sources changed, building' : 'web: no build yet, building');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(result.status ?? 1);
}
