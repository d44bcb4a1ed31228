import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { formatInt } from '../src/core/format/numbers.ts';
import { claudeCodeLines, codexLines } from '../src/core/history/fixtures.ts';
import type { FixtureSession } from '../src/core/history/fixtures.ts';
import { historyFiles } from '../src/core/history/history.fixture.ts';
import { historyVerdict } from '../src/core/history/verdict.ts';
import { parseHistoryArgs } from '../src/cli/history/args.ts';
import { readHistory } from '../src/cli/history/run.ts';
import { ladderReady } from './helpers.ts';

/** What `npm run -s history -- --json` prints. */
interface CliJson {
  sessions: { file: string; host: string; model: string | null; steps: number; recorded: number }[];
  tools: { tool: string; calls: number; tokens: number; carried: number }[];
  skipped: { file: string; reason: string }[];
  warnings: { file: string; message: string }[];
}

/** A second Codex session, so the history has more than one of each host's. */
const CODEX_2: FixtureSession = {
  id: 'c2',
  model: 'gpt-5-codex',
  cwd: '/home/dev/api',
  start: Date.UTC(2026, 11, 1, 15, 0, 0),
  baseInput: 12000,
  growth: 250,
  turns: [
    {
      prompt: 'Read the config.',
      calls: [
        { tool: 'shell', input: { command: ['cat', 'config.json'] }, result: '{"port": 8080, "debug": false}\n' },
        { tool: 'apply_patch', input: { patch: '*** Begin Patch' }, result: 'Done!\n' },
      ],
      answer: 'Patched.',
    },
  ],
};

/** A further Claude Code session of another project. */
const S3: FixtureSession = {
  id: 's3',
  model: 'claude-sonnet-4-5-20250929',
  cwd: '/home/dev/blog',
  start: Date.UTC(2026, 11, 2, 11, 0, 0),
  baseInput: 11000,
  growth: 300,
  turns: [
    {
      prompt: 'List the drafts.',
      calls: [{ tool: 'Glob', input: { pattern: 'drafts/*.md' }, result: 'drafts/a.md\ndrafts/b.md\n' }],
      answer: 'Two drafts.',
    },
  ],
};

let root: string;
let logs: string;

/**
 * The generated history (`core/history/history.fixture.ts`: a Claude Code session with a subagent
 * file, a resumed session logging it again with its last line cut off, a Codex rollout, a Gemini
 * session, a log of a newer version, and files that are not logs), two more sessions beside it,
 * written under a temporary folder `logs`.
 */
test.beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cce-history-'));
  logs = join(root, 'logs');
  const files: [string, string][] = [
    ...historyFiles(),
    ['sessions/2026/12/01/rollout-c2.jsonl', codexLines(CODEX_2).join('\n') + '\n'],
    ['projects/blog/s3.jsonl', claudeCodeLines(S3).join('\n') + '\n'],
  ];
  for (const [path, text] of files) {
    mkdirSync(dirname(join(logs, path)), { recursive: true });
    writeFileSync(join(logs, path), text);
  }
});

test.afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The command line's JSON for the folder, run as a user runs it. */
function cliJson(): CliJson {
  return JSON.parse(
    execFileSync('npm', ['run', '-s', 'history', '--', '--json', logs], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as CliJson;
}

/** Every body row of one history table, each cell's text. */
function rows(page: Page, id: string): Promise<string[][]> {
  return page
    .getByTestId(`history-${id}-table`)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((c) => (c as HTMLElement).innerText)));
}

const num = (text: string) => Number(text.replaceAll(',', ''));

test("a folder picked on the page shows the command line's figures: tools, sessions, skipped files, the verdict", async ({
  page,
}) => {
  const cli = cliJson();
  // The history as generated: both hosts' sessions read, the non-logs skipped.
  expect(cli.sessions.map((s) => s.host).sort()).toEqual([
    'claude-code',
    'claude-code',
    'claude-code',
    'claude-code',
    'codex',
    'codex',
    'gemini',
  ]);
  expect(cli.skipped.map((s) => s.file)).toEqual(['README.txt', 'empty.jsonl', 'events.jsonl']);

  await page.goto('./?view=history');
  await ladderReady(page);
  // On the History tab the verdict is the history's, never the Ladder's.
  await expect(page.getByTestId('verdict')).toHaveCount(0);
  await expect(page.getByTestId('history-verdict')).toContainText('Pick a folder of agent logs below');

  await page.getByTestId('history-folder-input').setInputFiles(logs);
  await expect(page.getByTestId('history-tools-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('history-status')).toHaveText(
    new RegExp(`^Read the folder "logs" \\(11 files\\): 11 of 11 files, [\\d.]+ of [\\d.]+ kB\\.$`),
  );

  // Per tool: the same calls and tokens, in the same order.
  const tools = await rows(page, 'tools');
  expect(tools.map((r) => ({ tool: r[0], calls: num(r[1]!), tokens: num(r[2]!) }))).toEqual(
    cli.tools.map(({ tool, calls, tokens }) => ({ tool, calls, tokens })),
  );
  expect(cli.tools.find((t) => t.tool === 'Read')).toEqual({ tool: 'Read', calls: 3, tokens: 353, carried: 1330 });

  // Per session: host, model, requests (own and subagents') and recorded input.
  const sessions = await rows(page, 'sessions');
  const shown = sessions.map((r) => ({
    host: r[2],
    model: r[3],
    steps: num(r[4]!) + num(r[5]!),
    recorded: num(r[7]!),
  }));
  const key = (s: { host?: string; model?: string | null; steps: number; recorded: number }) =>
    `${s.host} ${s.model} ${s.steps} ${s.recorded}`;
  expect(shown.map(key).sort()).toEqual(cli.sessions.map(key).sort());

  // Each skipped file with the command line's reason, and each warning with its message.
  const problems = await rows(page, 'problems');
  expect(problems).toEqual([
    ...cli.skipped.map((s) => [s.file, `skipped: ${s.reason}`]),
    ...cli.warnings.map((w) => [w.file, w.message]),
  ]);
  expect(problems[0]).toEqual(['README.txt', 'skipped: not a .jsonl, .json or .ndjson file']);

  // The verdict above the tabs: core's words for the same folder, as the command line reads it.
  const verdict = historyVerdict(readHistory(parseHistoryArgs(['--json', logs])).report);
  const card = page.getByTestId('history-verdict');
  await expect(card.getByTestId('history-verdict-headline')).toHaveText(verdict[0]!.text);
  for (const line of verdict.slice(1))
    await expect(card.getByTestId(`history-verdict-${line.id}`)).toHaveText(line.text);
  expect(verdict[0]!.text).toMatch(/^As logged, [\d,]+ requests over [\d,]+ sessions cost /);
  expect(verdict.find((l) => l.id === 'change')!.text).toContain(`in ${formatInt(cli.sessions.length)} sessions`);
});

test('a long read is cancelled between files: said with its progress, no tables, the verdict waiting', async ({
  page,
}) => {
  const many = join(root, 'many');
  // 400 sessions with a 120 kB result each: long enough to stop halfway, also on a busy machine
  // (at 30 kB a loaded CI machine read them all before the click landed).
  for (let i = 0; i < 400; i++) {
    const s: FixtureSession = {
      ...S3,
      id: `m${i}`,
      turns: [
        {
          prompt: 'Read it.',
          calls: [
            {
              tool: 'Read',
              input: { file_path: `/src/f${i}.ts` },
              result: `export const v${i} = ${i};\n`.repeat(4800),
            },
          ],
          answer: 'Read.',
        },
      ],
    };
    mkdirSync(join(many, 'p'), { recursive: true });
    writeFileSync(join(many, 'p', `m${String(i).padStart(3, '0')}.jsonl`), claudeCodeLines(s).join('\n') + '\n');
  }
  await page.goto('./?view=history');
  await ladderReady(page);
  await page.getByTestId('history-folder-input').setInputFiles(many);
  const status = page.getByTestId('history-status');
  await expect(status).toContainText(/Reading the folder "many" \(400 files\): [1-9][\d,]* of 400 files/, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(status).toContainText(/Cancelled after [\d,]+ of 400 files, [\d.]+( kB| MB)? of [\d.]+ MB/);
  const done = num(/after ([\d,]+) of/.exec(await status.innerText())![1]!);
  expect(done).toBeGreaterThan(0);
  expect(done).toBeLessThan(400);
  await expect(page.getByTestId('history-tools-table')).toHaveCount(0);
  await expect(page.getByTestId('history-verdict')).toContainText('The read was cancelled');
});

test('on a phone the folder button comes first; the two file inputs fold beneath it, each labelled', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('./?view=history');
  await ladderReady(page);
  const folder = page.getByRole('button', { name: 'Choose a folder…' });
  await expect(folder).toBeVisible();
  const files = page.getByLabel('Pick log files (several at once)');
  const directory = page.getByLabel("Pick a folder with the browser's file input");
  await expect(files).toBeHidden();
  await expect(directory).toBeHidden();
  await page.getByText('Other ways to pick').click();
  await expect(files).toBeVisible();
  await expect(directory).toBeVisible();
  expect((await folder.boundingBox())!.y).toBeLessThan((await files.boundingBox())!.y);
});
