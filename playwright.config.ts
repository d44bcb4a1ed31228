import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/chromium.ts';

const port = Number(process.env.CCE_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/cce/`,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `http://127.0.0.1:${port}/cce/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
