import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/vite-compile-hints';
import { entryChunks } from './scripts/entry-chunks';
import { i18nSplit } from './scripts/vite-i18n-split';
import { precompress } from './scripts/vite-precompress';
import { serviceWorker } from './scripts/vite-service-worker';

// In development the API runs in apps/server (npm run dev at the root, port 3000).
const apiTarget = process.env.SPORTA_API_ORIGIN ?? 'http://127.0.0.1:3000';

const appDir = path.join(import.meta.dirname, 'app');
const isApp = process.env.SPORTA_TARGET === 'app';
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    reactRouter(),
    i18nSplit(appDir),
    compileHints(),
    // The service worker belongs to the browser build of the web target (ADR 0049).
    ...(command === 'build' && !isSsrBuild && !isApp ? [serviceWorker()] : []),
    precompress(),
  ],
  // The server bundle inlines MUI and emotion (ssr.noExternal): build them for production as
  // the browser bundle is, whatever NODE_ENV the server runs with. Otherwise the server renders
  // development class names (with labels) that the browser does not produce, and hydration
  // re-inserts every style rule.
  define: {
    ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    // The mobile app bundle (npm run build:app) keeps its session tokens in localStorage.
    'import.meta.env.VITE_SPORTA_TARGET': JSON.stringify(process.env.SPORTA_TARGET ?? 'web'),
  },
  server: {
    proxy: {
      '/ebsn/api': apiTarget,
      '/img': apiTarget,
      '/p/wp-json': apiTarget,
    },
  },
  ssr: {
    // MUI and emotion ship CommonJS/ESM mixes: bundle them into the server build.
    noExternal: [/^@mui\//, /^@emotion\//, 'notistack'],
  },
  build: {
    target: 'es2022',
    // SOURCEMAP=1 for bench/web-breakdown.ts (where the entry JavaScript goes).
    sourcemap: process.env.SOURCEMAP === '1',
    rollupOptions: {
      output: {
        // The entry pages' modules are grouped by the pages that load them (ADR 0016); the
        // small chunks of the rest are merged with others as they can be.
        manualChunks: isSsrBuild ? undefined : entryChunks(appDir),
        experimentalMinChunkSize: 20_000,
      },
    },
  },
}));
