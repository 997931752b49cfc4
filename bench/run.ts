// `npm run bench`: prints figures; never fails on a slow machine.
import { benchEngine, printApi, type EngineResult } from './api';

const args = process.argv.slice(2);
const products = Number(args[args.indexOf('--products') + 1]) || 3000;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

console.log(`# Sporta benchmarks (${new Date().toISOString()}, ${process.version})`);
const results: EngineResult[] = [];
for (const engine of ['pglite', 'postgres'] as const) {
  if (only && only !== engine) continue;
  try {
    results.push(await benchEngine(engine, products));
  } catch (err) {
    console.log(`${engine}: failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
printApi(results, products);
