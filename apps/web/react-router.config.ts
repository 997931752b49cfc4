import type { Config } from '@react-router/dev/config';

// One set of route modules, two targets:
// - web (default): server-side rendering, output build/{client,server}, served by apps/server;
// - app (SPORTA_TARGET=app): single-page bundle for Capacitor, output build-app/.
const isApp = process.env.SPORTA_TARGET === 'app';

export default {
  appDirectory: 'app',
  ssr: !isApp,
  buildDirectory: isApp ? 'build-app' : 'build',
} satisfies Config;
