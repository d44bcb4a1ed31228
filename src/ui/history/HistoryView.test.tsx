import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { HistoryAccumulator } from '../../core/history/accumulator.ts';
import { dayFunction } from '../../core/history/days.ts';
import { historyFiles } from '../../core/history/history.fixture.ts';
import { nodeCounter } from '../../node/counter.ts';
import { FILES_PER_MESSAGE, createHistoryRun } from '../../state/history/run.ts';
import type { HistoryPort } from '../../state/history/run.ts';
import type { HistoryRequest, HistoryResponse } from '../../worker/protocol.ts';
import { HistoryVerdict } from './HistoryVerdict.tsx';
import { HistoryView } from './HistoryView.tsx';
import { limitsOutput } from '../../cli/mcp/limits.ts';
import { escape } from '../sessions/sessions.fixture.tsx';

function fakePort() {
  const sent: HistoryRequest[] = [];
  const port: HistoryPort = { postMessage: (m) => sent.push(m), onmessage: null, onerror: null };
  const answer = (m: HistoryResponse) => port.onmessage?.({ data: m } as MessageEvent<HistoryResponse>);
  return { port, sent, answer };
}

const report = () => {
  const acc = new HistoryAccumulator({ counterFor: nodeCounter, dayOf: dayFunction(null), zone: 'UTC' });
  for (const [f, t] of historyFiles()) acc.add(`logs/${f}`, t);
  return acc.report();
};
const progress = { files: 9, totalFiles: 9, bytes: 27334, totalBytes: 27334 };
const file = (name: string, text: string) => ({ file: new File([text], name), path: `logs/${name}`, inFolder: true });

describe('the History view', () => {
  test('a run: the request sent, progress shown with a cancel, a cancel sent, a newer pick replacing it', () => {
    const { port, sent, answer } = fakePort();
    const run = createHistoryRun(() => port, 'UTC');
    run.start([file('a.jsonl', 'abc'), file('b.jsonl', 'de')], 'the folder "logs" (2 files)');
    expect(sent.map((m) => [m.id, m.type])).toEqual([[1, 'history']]);
    answer({ id: 1, type: 'history-progress', files: 1, totalFiles: 2, bytes: 3, totalBytes: 5 });
    const html = renderToStaticMarkup(<HistoryView run={run} />);
    expect(html).toContain('Reading the folder &quot;logs&quot; (2 files): 1 of 2 files, 3 of 5 bytes');
    expect(html).toContain('>Cancel</button>');
    run.cancel();
    run.start([file('c.jsonl', 'x')], '1 file');
    expect(sent.map((m) => [m.id, m.type])).toEqual([
      [1, 'history'],
      [1, 'cancel'],
      [1, 'cancel'],
      [2, 'history'],
    ]);
    // An answer of the replaced run is dropped.
    answer({ id: 1, type: 'history-cancelled', progress });
    expect(run.store.getState().status).toBe('reading');
  });

  test('a large pick goes in parts, a task each; a newer pick stops the older one’s parts', () => {
    vi.useFakeTimers();
    try {
      const { port, sent } = fakePort();
      const run = createHistoryRun(() => port, 'UTC');
      const many = Array.from({ length: 2 * FILES_PER_MESSAGE + 2 }, (_, i) => file(`f${i}.jsonl`, 'x'));
      run.start(many, 'many');
      expect(sent.map((m) => [m.id, m.type])).toEqual([[1, 'history-files']]);
      vi.runAllTimers();
      expect(sent.map((m) => [m.id, m.type, 'files' in m ? m.files.length : 0])).toEqual([
        [1, 'history-files', FILES_PER_MESSAGE],
        [1, 'history-files', FILES_PER_MESSAGE],
        [1, 'history', 2],
      ]);
      // No size read on this thread: the bytes come with the worker's first progress.
      expect(run.store.getState()).toMatchObject({ progress: { files: 0, totalFiles: many.length, totalBytes: 0 } });
      sent.length = 0;
      run.start(many, 'many');
      run.start([file('one.jsonl', 'x')], 'one');
      vi.runAllTimers();
      expect(sent.map((m) => [m.id, m.type])).toEqual([
        [1, 'cancel'],
        [2, 'history-files'],
        [2, 'cancel'],
        [3, 'history'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a read history: the CLI's tables with exact figures, the duplicates said, no project or path by default", () => {
    const { port, answer } = fakePort();
    const run = createHistoryRun(() => port, 'UTC');
    run.start([file('s1.jsonl', '')], 'the folder "logs" (9 files)');
    answer({ id: 1, type: 'history-done', report: report(), progress });
    const html = renderToStaticMarkup(<HistoryView run={run} />);
    expect(html).toContain('Read the folder &quot;logs&quot; (9 files): 9 of 9 files, 27.3 of 27.3 kB.');
    // Tools: the same totals as `npm run history -- --json` (cli/history/run.test.ts).
    expect(html).toMatch(
      /<th scope="row" class="nowrap">Read<\/th><td class="num nowrap">3<\/td><td class="num nowrap">353<\/td>/,
    );
    expect(html).toMatch(
      /<th scope="row" class="nowrap">mcp__tracker__list_issues<\/th><td class="num nowrap">2<\/td><td class="num nowrap">78<\/td><td class="num nowrap">78 \(2 of 2 results\)<\/td>/,
    );
    expect(html).toContain('6 requests and 0 results logged again');
    expect(html).toContain('How this history was counted');
    // The verdict stands above the tabs (HistoryVerdict), not in the view.
    expect(html).not.toContain('Verdict');
    expect(html).toContain('Include file paths and project names');
    // The project (`shop`) and the folders stay out until the box is ticked.
    expect(html).not.toContain('>shop<');
    expect(html).not.toContain('logs/projects');
    expect(html).toContain('README.txt');
    // Tool results against Claude Code's limits: the answer and table `npm run history -- --limits` prints.
    const limits = limitsOutput(report().resultSizes, 'text', '').split('\n')[0]!;
    expect(limits).toMatch(/^No tool's results reach Claude Code's limits: the largest, /);
    expect(html).toContain(`data-testid="history-limits-answer">${escape(limits)}</p>`);
    expect(html).toContain('Tool results against Claude Code&#x27;s limits');
  });

  test("the verdict above the tabs: what is awaited, then the history's own verdict, never the Ladder's", () => {
    const { port, answer } = fakePort();
    const run = createHistoryRun(() => port, 'UTC');
    const card = () => renderToStaticMarkup(<HistoryVerdict run={run} />);
    expect(card()).toContain('Verdict: this history');
    expect(card()).toContain('Pick a folder of agent logs below');
    run.start([file('s1.jsonl', '')], 'the folder "logs" (9 files)');
    expect(card()).toContain('aria-busy="true"');
    expect(card()).toContain('Reading the history: the verdict appears once every file is read.');
    answer({ id: 1, type: 'history-done', report: report(), progress });
    const html = card();
    // The bill as logged heads it and the change stays above Details; no miss (no thread missed a cache it used) below.
    expect(html).toContain(
      'data-testid="history-verdict-headline">As logged, 14 requests over 5 sessions cost $0.0847: $0.0830 input',
    );
    expect(html.indexOf('No cache misses')).toBeGreaterThan(html.indexOf('<summary>Details'));
    expect(html).toContain(
      'The change that would save most: the placeholder (17 tokens) for every result but the newest 3, 413 input tokens (0.24 % of all input) over 14 requests in 5 sessions.',
    );
    expect(html.indexOf('The change that would save most')).toBeLessThan(html.indexOf('<summary>Details'));
    // What the user cannot change (what the log does not show) is a detail, under the headline.
    expect(html.indexOf('Where the window goes: Not in the log')).toBeGreaterThan(html.indexOf('<summary>Details'));
    expect(html).toContain('170,200 tokens.');
    // None of the Ladder's words (rungs, rows per response).
    expect(html).not.toMatch(/\bL[0-5]\b|rows|per response/);
    run.start([file('s1.jsonl', '')], '1 file');
    run.cancel();
    answer({ id: 2, type: 'history-cancelled', progress });
    expect(card()).toContain('The read was cancelled: nothing is weighed until a read finishes.');
  });
});
