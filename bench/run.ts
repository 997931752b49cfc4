// `npm run bench`: prints figures; never fails on a slow machine.
// Flags: --products N (API section), --only pglite|postgres, --search (adds the search
// latency section, 3,000 and 100,000 products; --search-sizes 3000,100000 to change),
// --no-api (skips the API section).
import { benchEngine, printApi, type EngineResult } from './api';
import { benchSearch, printSearch, type SearchResult } from './search';

const args = process.argv.slice(2);
const products = Number(args[args.indexOf('--products') + 1]) || 3000;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

console.log(`# Sporta benchmarks (${new Date().toISOString()}, ${process.version})`);
const engines = (['pglite', 'postgres'] as const).filter((e) => !only || only === e);
const failed = (what: string, err: unknown) =>
  console.log(`${what}: failed: ${err instanceof Error ? err.message : String(err)}`);

if (!args.includes('--no-api')) {
  const results: EngineResult[] = [];
  for (const engine of engines) {
    try {
      results.push(await benchEngine(engine, products));
    } catch (err) {
      failed(engine, err);
    }
  }
  printApi(results, products);
}

if (args.includes('--search')) {
  const sizesArg = args.includes('--search-sizes') ? args[args.indexOf('--search-sizes') + 1] : undefined;
  const sizes = (sizesArg ?? '3000,100000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const results: SearchResult[] = [];
  for (const engine of engines)
    for (const size of sizes) {
      try {
        results.push(await benchSearch(engine, size));
      } catch (err) {
        failed(`search ${engine} ${size}`, err);
      }
    }
  printSearch(results);
}
