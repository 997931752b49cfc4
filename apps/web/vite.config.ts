import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress';

// In development the API runs in apps/server (npm run dev at the root, port 3000).
const apiTarget = process.env.SPORTA_API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), precompress()],
  // The server bundle inlines MUI and emotion (ssr.noExternal): build them for production as
  // the browser bundle is, whatever NODE_ENV the server runs with. Otherwise the server renders
  // development class names (with labels) that the browser does not produce, and hydration
  // re-inserts every style rule.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
    rollupOptions: {
      output: { experimentalMinChunkSize: 20_000 },
    },
  },
}));
