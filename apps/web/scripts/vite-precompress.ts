// Writes .gz and .br siblings of the client assets after a build, so that the server
// (@fastify/static preCompressed) sends compressed files without compressing per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|mjs|css|svg|json|html|txt|webmanifest)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  let isSsr = false;
  return {
    name: 'sporta:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      isSsr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsr) return;
      for await (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const source = await readFile(file);
        if (source.length < 1024) continue;
        await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
