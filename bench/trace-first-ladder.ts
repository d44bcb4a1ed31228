/**
 * Where the time to the first ladder goes: loads the production build (`CCE_DIST`, else `dist`) once
 * in Chromium with a performance trace (`browser.startTracing`), and prints, per thread (page main
 * thread, tokenizer worker), the time of its top-level tasks before the first ladder, by event and
 * script. Writes the raw trace to `TRACE_OUT` (default /tmp/first-ladder-trace.json) for DevTools.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../e2e/chromium.ts';
import { startServer } from './browser-kit.ts';

const PORT = Number(process.env.CCE_PORT ?? 4323);
const OUT = process.env.TRACE_OUT ?? '/tmp/first-ladder-trace.json';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat: string;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

const server = await startServer(PORT);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  // One warm-up load fills the OS file cache, as the bench's does.
  const warm = await browser.newContext();
  const warmPage = await warm.newPage();
  await warmPage.goto(`http://127.0.0.1:${PORT}/cce/`);
  await warmPage.getByTestId('cell-L0-500').filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
  await warm.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await browser.startTracing(page, {
    path: OUT,
    categories: [
      'devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
  await page.goto(`http://127.0.0.1:${PORT}/cce/`);
  await page.getByTestId('cell-L0-500').filter({ hasText: /\d/ }).waitFor({ timeout: 60_000 });
  const firstLadder = await page.evaluate(() => performance.now());
  await browser.stopTracing();
  await context.close();

  const events = (JSON.parse(readFileSync(OUT, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const threads = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?');
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')!.ts;
  const end = nav + firstLadder * 1000;
  console.log(`first ladder ${firstLadder.toFixed(0)} ms after navigation`);
  const top = events.filter((e) => e.ph === 'X' && e.dur && e.name === 'RunTask' && e.ts >= nav && e.ts <= end);
  const byThread = new Map<string, number>();
  for (const e of top) {
    const t = threads.get(`${e.pid}:${e.tid}`) ?? `${e.pid}:${e.tid}`;
    byThread.set(t, (byThread.get(t) ?? 0) + e.dur! / 1000);
  }
  console.log('\nbusy time per thread (RunTask), ms:');
  for (const [t, v] of [...byThread].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${t}: ${v.toFixed(0)}`);
  const named = events.filter(
    (e) => e.ph === 'X' && e.dur && e.ts >= nav && e.ts <= end && e.name !== 'RunTask' && e.dur > 2000,
  );
  console.log('\nevents over 2 ms (thread, start ms, dur ms, name, script):');
  for (const e of named.sort((a, b) => a.ts - b.ts)) {
    const t = threads.get(`${e.pid}:${e.tid}`) ?? '?';
    if (!/Main|Worker|DedicatedWorker/i.test(t)) continue;
    const url = e.args?.data?.url?.split('/').pop() ?? e.args?.data?.functionName ?? '';
    console.log(
      `  ${t.padEnd(24)} ${((e.ts - nav) / 1000).toFixed(0).padStart(5)} ${(e.dur! / 1000).toFixed(1).padStart(7)}  ${e.name} ${url}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
