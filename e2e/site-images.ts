/**
 * `npm run site-images`: draws the shared site's pictures into `public/` with Debian's Chromium:
 * the app icons (`icon-192.png`, `icon-512.png`, `icon-maskable-512.png`, `apple-touch-icon.png`,
 * all from `public/favicon.svg`) and the link preview (`preview.png`, 1200 × 630 px, the size chat
 * apps and documents show for `og:image`).
 *
 * The preview's bars are the built-in fixture's ladder at 100 rows on the page's opening projection,
 * counted by core with the Node counter when this script runs (never typed in), so the picture
 * shows real figures; run the script again when the fixture or a rung changes.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { computeLadder } from '../src/core/ladder/ladder.ts';
import { RUNG_IDS } from '../src/core/ladder/rungs.ts';
import { parseRecordsJson } from '../src/core/input/parse-records.ts';
import { nodeCounter } from '../src/node/counter.ts';
import { RUNG_COLOURS } from '../src/ui/theme/palette.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';

const PUBLIC = new URL('../public/', import.meta.url);
const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ROWS = 100;
const ENCODING = 'cl100k_base';

const svg = readFileSync(new URL('favicon.svg', PUBLIC), 'utf8');
const svgData = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** An icon page: the SVG at `size` px, or for `bleed` its bars inside the maskable safe zone (80 %). */
function iconHtml(size: number, bleed: boolean): string {
  const inner = bleed ? Math.round(size * 0.8) : size;
  return `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${bleed ? '#1b2330' : 'transparent'}">
    <img src="${svgData}" width="${inner}" height="${inner}" alt=""></body>`;
}

const fixture = parseRecordsJson(
  readFileSync(new URL(`../fixtures/tasks-${ROWS}.json`, import.meta.url), 'utf8'),
  `tasks-${ROWS}.json`,
);
const ladder = computeLadder([{ label: `tasks-${ROWS}.json`, records: fixture }], FIELDS, nodeCounter(ENCODING));
const rungs = ladder.scales[0]!.rungs;
const widest = Math.max(...RUNG_IDS.map((id) => rungs[id].tokens));
const bars = RUNG_IDS.map((id) => {
  const tokens = rungs[id].tokens;
  const width = Math.max(2, Math.round((tokens / widest) * 640));
  return `<div class="row"><span class="id">${id}</span><span class="bar" style="width:${width}px;background:${RUNG_COLOURS[id]}"></span><span class="n">${tokens.toLocaleString('en-US')} tokens</span></div>`;
}).join('');

const previewHtml = `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; box-sizing: border-box; padding: 56px 64px;
    background: #10161f; color: #eef2f7; font: 24px/1.35 system-ui, sans-serif; display: flex; flex-direction: column; }
  h1 { margin: 0; font-size: 60px; display: flex; align-items: center; gap: 22px; }
  h1 img { width: 72px; height: 72px; }
  p { margin: 14px 0 34px; color: #c3ccd8; font-size: 28px; }
  .row { display: flex; align-items: center; gap: 18px; height: 44px; }
  .id { width: 44px; font-weight: 700; }
  .bar { height: 30px; border-radius: 4px; }
  .n { font-variant-numeric: tabular-nums; }
  small { margin-top: auto; color: #9aa6b5; font-size: 20px; }
</style>
<h1><img src="${svgData}" alt="">Context Cost Explorer</h1>
<p>What an AI agent's tool responses cost in its context window, counted exactly in your browser.</p>
${bars}
<small>Built-in task fixture, ${ROWS} rows, fields ${FIELDS.join(', ')}, ${ENCODING}: tokens per response on each rung of the ladder.</small>`;

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const shots: [string, number, number, string][] = [
  ['icon-192.png', 192, 192, iconHtml(192, false)],
  ['icon-512.png', 512, 512, iconHtml(512, false)],
  ['icon-maskable-512.png', 512, 512, iconHtml(512, true)],
  ['apple-touch-icon.png', 180, 180, iconHtml(180, true)],
  ['preview.png', 1200, 630, previewHtml],
];
for (const [name, width, height, html] of shots) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: new URL(name, PUBLIC).pathname, omitBackground: true });
  await page.close();
  process.stdout.write(`public/${name} (${width} × ${height} px)\n`);
}
await browser.close();
