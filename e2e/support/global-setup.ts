// One server for the whole run: started once, its URL handed to the tests via BASE_URL.
// Set BASE_URL yourself to test an app that is already running.
import type { FullConfig } from '@playwright/test';
import { startApp } from './app-server';

export default async function globalSetup(_config: FullConfig) {
  if (process.env.BASE_URL) return;
  const app = await startApp();
  process.env.BASE_URL = app.baseURL;
  process.env.DATA_DIR = app.dataDir;
  return async () => {
    await app.stop();
  };
}
