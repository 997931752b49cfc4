// V8's explicit compile hint (Chrome 136+) on the chunks the entry pages load before they are
// interactive: with `//# allFunctionsCalledOnLoad` as the first line of a file, V8 compiles all
// of its functions while the file streams in, on a background thread, instead of compiling each
// one on the main thread when it is first called — during hydration, in the tasks that block
// the page (ADR 0019). Other chunks (dialogs, other pages) stay lazily compiled.
// Written into the files once Vite has finished them: the minifier drops comments, and Vite puts
// its preload list (`__vite__mapDeps`) at the top of a chunk after the plugins' hooks have run.
// The source map moves down by the added line.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { isEntryPageChunk } from './entry-chunks';

const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  let isSsr = false;
  return {
    name: 'sporta:compile-hints',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (isSsr) return;
      const dir = options.dir!;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !isEntryPageChunk(chunk.name)) continue;
        const file = path.join(dir, chunk.fileName);
        await writeFile(file, `${EAGER_COMPILE_HINT}\n${await readFile(file, 'utf8')}`);
        if (!chunk.sourcemapFileName) continue;
        const mapFile = path.join(dir, chunk.sourcemapFileName);
        const map = JSON.parse(await readFile(mapFile, 'utf8')) as { mappings: string };
        map.mappings = `;${map.mappings}`;
        await writeFile(mapFile, JSON.stringify(map));
      }
    },
  };
}
