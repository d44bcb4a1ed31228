import { defineConfig } from '@playwright/test';

const port = Number(process.env.CCE_PORT ?? 4173);

// Debian's Chromium (`apt-get install chromium`); Playwright's own browser download is not used.
// CHROMIUM_PATH points elsewhere when needed.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/cce/`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `http://127.0.0.1:${port}/cce/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
