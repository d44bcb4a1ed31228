/**
 * What the browser benches share: nearest-rank percentiles, how figures are written, and the
 * production build served by `e2e/serve.ts` as a child process (killed by the caller).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.ts';

/** The nearest-rank `p`th percentile of `values` (ms or bytes). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
export const median = (values: number[]) => percentile(values, 50);
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (v: number) => `${v.toFixed(0)} ms`;

/** The build the benches serve: `CCE_DIST` (as `e2e/serve.ts` reads it), else `dist`. */
export const DIST = process.env.CCE_DIST ?? 'dist';

/**
 * Serves {@link DIST} under `/cce/` on `port`; resolves once the server says it is serving.
 * @throws Error when there is no build there (run `npm run build` first) or the server exits.
 */
export function startServer(port: number): Promise<ChildProcess> {
  if (!existsSync(`${DIST}/index.html`))
    throw new Error(`no ${DIST}/index.html: run \`npm run build\` first (npm run bench:browser does)`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/serve.ts'], {
    env: { ...process.env, CCE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`e2e/serve.ts exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('serving')) resolve(child);
    });
  });
}

/** The machine a bench ran on, one line. */
export function machineLine(browser: Browser): string {
  const cpu = cpus();
  return `Machine: ${cpu[0]?.model ?? 'unknown CPU'}, ${cpu.length} logical cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${process.platform} ${process.arch}; Chromium ${browser.version()} (${CHROMIUM_LAUNCH.executablePath}); Node.js ${process.version}.`;
}

/**
 * Serves the build on `port`, launches Chromium, makes one unmeasured `run` (it warms the OS file
 * cache and the server; `warmUp: false` skips it, for a run that takes minutes), then `runs`
 * measured ones, and hands their results to `report`; the browser and the server are closed
 * whatever happens.
 */
export async function benchRuns<R>(
  port: number,
  runs: number,
  run: (browser: Browser) => Promise<R>,
  report: (results: R[], browser: Browser) => void,
  { warmUp = true } = {},
): Promise<void> {
  const server = await startServer(port);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    if (warmUp) await run(browser);
    const results: R[] = [];
    for (let i = 0; i < runs; i++) results.push(await run(browser));
    report(results, browser);
  } finally {
    await browser?.close();
    server.kill();
  }
}
