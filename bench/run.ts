// `npm run bench`: prints figures; never fails on a slow machine.
// Sections: API throughput vs bare SQL (issue 2), search latency at 3,000 and 100,000
// products (issue 4), cart latency and slot-hold throughput on PostgreSQL (issue 6).
// Flags: --products N (API section), --only pglite|postgres, --search-sizes 3000,100000,
// --no-api, --no-search, --no-cart; listings vs the floor (issue 21): --listing-sizes 3000,100000,
// --no-listing.
import { benchEngine, printApi, type EngineResult } from './api';
import { benchCart, printCart } from './cart';
import { benchListing, printListing, type ListingResult } from './listing';
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

if (!args.includes('--no-listing') && (!only || only === 'postgres')) {
  const sizesArg = args.includes('--listing-sizes') ? args[args.indexOf('--listing-sizes') + 1] : undefined;
  const results: ListingResult[] = [];
  for (const size of (sizesArg ?? '3000,100000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0)) {
    try {
      results.push(await benchListing(size));
    } catch (err) {
      failed(`listing ${size}`, err);
    }
  }
  printListing(results);
}

if (!args.includes('--no-search')) {
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

if (!args.includes('--no-cart') && (!only || only === 'postgres')) {
  try {
    printCart(await benchCart());
  } catch (err) {
    failed('cart', err);
  }
}
