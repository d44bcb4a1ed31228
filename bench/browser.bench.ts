/**
 * `npm run bench:browser`: what the page costs in a real browser, from the production build; prints
 * each speed goal with its figure, met or not, and the load average (docs/performance.md, "How
 * bench:browser measures").
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { goalsTable } from './browser-goals.ts';
import { benchRuns, kb, machineLine, median, ms, percentile } from './browser-kit.ts';
import { WORKER_ANSWERED_MARK } from '../src/worker/client.ts';

const PORT = Number(process.env.CCE_PORT ?? 4321);
const BASE = `http://127.0.0.1:${PORT}/cce/`;
const RUNS = Number(process.env.RUNS ?? 7);
const TOGGLES = 20;
const FIRST_CELL = 'cell-L0-500';
/** A cell the toggle changes (L0 and L1 keep every field, so they do not). */
const TOGGLED_CELL = 'cell-L4-500';
const TOGGLE_FIELDS = ['priority', 'name', 'assignee', 'created', 'status', 'description', 'updated'];
/** Clicks that reach a projection not counted before (going round n fields twice returns to the start). */
const NEW_PROJECTIONS = 2 * TOGGLE_FIELDS.length;

/** Runs in the page before any of its scripts: notes the first ladder and collects long tasks. */
function initScript(firstCell: string): void {
  const w = window as unknown as { __cce: { firstLadder?: number; longTasks: { start: number; duration: number }[] } };
  w.__cce = { longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__cce.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = (observer: MutationObserver) => {
    const cell = document.querySelector(`[data-testid="${firstCell}"]`);
    if (!cell || !/\d/.test(cell.textContent ?? '')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      w.__cce.firstLadder = performance.now();
    });
  };
  const observer = new MutationObserver(() => check(observer));
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

interface Fetched {
  url: string;
  kind: 'page JS' | 'worker JS' | 'WASM';
  /** Wall-clock ms when the request started. */
  started: number;
  /** Body bytes on the wire (encoded). */
  transferred: number;
  /** Body bytes after decoding. */
  decoded: number;
  gzip: number;
}

interface Run {
  firstLadderMs: number;
  /** Navigation → the worker's first answer (the page's mark): ready to count the user's own data. */
  workerAnsweredMs: number;
  before: Fetched[];
  toggleMs: number[];
  longestTaskMs: number | undefined;
  /** The longest main-thread task from navigation until the toggles start (undefined: none ≥ 50 ms). */
  loadLongestTaskMs: number | undefined;
}

function kindOf(path: string): Fetched['kind'] | undefined {
  if (path.endsWith('.wasm')) return 'WASM';
  if (!path.endsWith('.js')) return undefined;
  // The worker is its own bundle: its script and the encoding ranks it imports run in the worker.
  return /tokenizer\.worker|tokenizer-serve|cl100k_base|o200k_base/.test(path) ? 'worker JS' : 'page JS';
}

async function oneRun(browser: Browser): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // tsx compiles with esbuild's keepNames, which wraps inner functions in `__name(...)`; the
  // functions sent to the page need that helper there too.
  await page.addInitScript('globalThis.__name ??= (target) => target;');
  await page.addInitScript(initScript, FIRST_CELL);
  const pending: Promise<Fetched | undefined>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = request.url();
    const kind = kindOf(new URL(url).pathname);
    if (!kind) return;
    pending.push(
      (async () => {
        const [body, sizes, encoding] = await Promise.all([
          response.body(),
          request.sizes(),
          response.headerValue('content-encoding'),
        ]);
        // Without a Content-Encoding the body went over the wire as it is (Chromium reports no
        // sizes for the worker script, so this does not rely on them then).
        const transferred = encoding && encoding !== 'identity' ? sizes.responseBodySize : body.length;
        return {
          url: new URL(url).pathname.split('/').pop()!,
          kind,
          started: request.timing().startTime,
          transferred,
          decoded: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })().catch(() => undefined),
    );
  });

  await page.goto(BASE);
  await page.waitForFunction(
    () => (window as unknown as { __cce: { firstLadder?: number } }).__cce.firstLadder !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, WORKER_ANSWERED_MARK, {
    timeout: 60_000,
  });
  const { firstLadderMs, workerAnsweredMs, timeOrigin } = await page.evaluate(
    (mark) => ({
      firstLadderMs: (window as unknown as { __cce: { firstLadder: number } }).__cce.firstLadder,
      workerAnsweredMs: performance.getEntriesByName(mark)[0]!.startTime,
      timeOrigin: performance.timeOrigin,
    }),
    WORKER_ANSWERED_MARK,
  );
  // The first ladder is in the HTML: the bytes that matter are those the worker's first answer needs.
  const answeredWall = timeOrigin + workerAnsweredMs;

  // The chart has loaded and the count is current before the toggles start.
  await page.locator('.chart-panel .recharts-surface').first().waitFor({ timeout: 30_000 });
  await page.getByTestId('status').filter({ hasText: 'nothing is sent anywhere' }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);

  const toggle = await page.evaluate(
    async ({ fields, cellId, count }) => {
      const w = window as unknown as { __cce: { longTasks: { start: number; duration: number }[] } };
      const buttonOf = (field: string) => {
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="Keep field ${field}"]`);
        if (!button) throw new Error(`no button "Keep field ${field}"`);
        return button;
      };
      const cellText = () => document.querySelector(`[data-testid="${cellId}"]`)?.textContent ?? '';
      const frame = () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      const changed = (before: string) =>
        new Promise<void>((resolve) => {
          if (cellText() !== before) return resolve();
          const observer = new MutationObserver(() => {
            if (cellText() !== before) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      // The chart redraws in a deferred render after the table: wait until it shows the newest ladder.
      const chartCurrent = () =>
        new Promise<void>((resolve) => {
          const current = () =>
            document.querySelector('[data-chart-current]')?.getAttribute('data-chart-current') === 'yes';
          if (current()) return resolve();
          const observer = new MutationObserver(() => {
            if (current()) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-chart-current'] });
        });
      const times: number[] = [];
      const from = performance.now();
      for (let i = 0; i < count; i++) {
        const before = cellText();
        const button = buttonOf(fields[i % fields.length]!);
        const t0 = performance.now();
        button.click();
        await changed(before);
        await chartCurrent();
        times.push((await frame()) - t0);
        // Let the status settle (the count is current) before the next click.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const to = performance.now();
      const during = w.__cce.longTasks.filter((t) => t.start >= from && t.start <= to);
      // The first load's tasks: every long task that started before the toggles.
      const load = w.__cce.longTasks.filter((t) => t.start < from);
      return {
        times,
        longest: during.length ? Math.max(...during.map((t) => t.duration)) : undefined,
        loadLongest: load.length ? Math.max(...load.map((t) => t.duration)) : undefined,
      };
    },
    { fields: TOGGLE_FIELDS, cellId: TOGGLED_CELL, count: TOGGLES },
  );

  const fetched = (await Promise.all(pending)).filter((f): f is Fetched => f !== undefined);
  await context.close();
  return {
    firstLadderMs,
    workerAnsweredMs,
    before: fetched.filter((f) => f.started < answeredWall),
    toggleMs: toggle.times,
    longestTaskMs: toggle.longest,
    loadLongestTaskMs: toggle.loadLongest,
  };
}

await benchRuns(PORT, RUNS, oneRun, (runs, browser) => {
  const sum = (run: Run, kinds: Fetched['kind'][], key: 'transferred' | 'gzip') =>
    run.before.filter((f) => kinds.includes(f.kind)).reduce((total, f) => total + f[key], 0);
  const row = (name: string, values: number[], show: (v: number) => string) =>
    `| ${name} | ${show(median(values))} | ${show(Math.min(...values))} – ${show(Math.max(...values))} |`;
  const bytesRow = (name: string, kinds: Fetched['kind'][]) =>
    `| ${name} | ${kb(median(runs.map((r) => sum(r, kinds, 'transferred'))))} | ${kb(median(runs.map((r) => sum(r, kinds, 'gzip'))))} |`;

  const longest = runs.map((r) => r.longestTaskMs ?? 0);
  console.log(`\n## Browser figures (median of ${RUNS} cold loads, each in a fresh context)\n`);
  console.log('| measure | median | range over runs |');
  console.log('| --- | ---: | ---: |');
  console.log(
    row(
      'navigation → first ladder on screen (cell L0 at 500 rows)',
      runs.map((r) => r.firstLadderMs),
      ms,
    ),
  );
  console.log(
    row(
      "navigation → the worker answers its first count (ready for the user's data)",
      runs.map((r) => r.workerAnsweredMs),
      ms,
    ),
  );
  console.log(
    row(
      `field toggle → redrawn ladder, p50 of ${TOGGLES} (500 rows)`,
      runs.map((r) => median(r.toggleMs)),
      ms,
    ),
  );
  console.log(
    row(
      `field toggle → redrawn ladder, p95 of ${TOGGLES} (500 rows)`,
      runs.map((r) => percentile(r.toggleMs, 95)),
      ms,
    ),
  );
  console.log(
    row(
      `field toggle → redrawn ladder, p95 of the first ${NEW_PROJECTIONS} (projections not counted before)`,
      runs.map((r) => percentile(r.toggleMs.slice(0, NEW_PROJECTIONS), 95)),
      ms,
    ),
  );
  console.log(row('longest main-thread task during the toggles (0 = none ≥ 50 ms)', longest, ms));
  const loadLongest = runs.map((r) => r.loadLongestTaskMs ?? 0);
  console.log(row('longest main-thread task of the first load, to the toggles (0 = none ≥ 50 ms)', loadLongest, ms));
  console.log(
    goalsTable(
      runs.map((r) => r.firstLadderMs),
      runs.map((r) => r.workerAnsweredMs),
      runs.map((r) => percentile(r.toggleMs, 95)),
      longest,
      loadLongest,
    ),
  );

  console.log("\n### Bytes requested before the worker's first answer (median)\n");
  console.log('| resource | transferred (encoded; uncompressed by e2e/serve.ts) | gzip -9 of the same bodies |');
  console.log('| --- | ---: | ---: |');
  console.log(bytesRow('page JS (main thread)', ['page JS']));
  console.log(bytesRow('worker JS (worker, cl100k_base ranks)', ['worker JS']));
  console.log(bytesRow('WASM (tiktoken)', ['WASM']));
  console.log(bytesRow('JS + WASM', ['page JS', 'worker JS', 'WASM']));

  const last = runs[runs.length - 1]!;
  console.log("\nFiles before the worker's first answer (last run):\n");
  console.log('| file | kind | transferred | gzip -9 |');
  console.log('| --- | --- | ---: | ---: |');
  for (const f of [...last.before].sort((a, b) => a.started - b.started))
    console.log(`| ${f.url} | ${f.kind} | ${kb(f.transferred)} | ${kb(f.gzip)} |`);

  console.log('\nPer run (first ladder / worker answered / toggle p50 / toggle p95 / longest task):');
  for (const r of runs)
    console.log(
      `- ${ms(r.firstLadderMs)} / ${ms(r.workerAnsweredMs)} / ${ms(median(r.toggleMs))} / ${ms(percentile(r.toggleMs, 95))} / ${r.longestTaskMs === undefined ? '< 50 ms' : ms(r.longestTaskMs)}`,
    );

  console.log(`\n${machineLine(browser)}`);
});
