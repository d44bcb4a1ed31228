import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { HistoryAccumulator } from '../../core/history/accumulator.ts';
import { dayFunction } from '../../core/history/days.ts';
import { historyFiles } from '../../core/history/history.fixture.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createHistoryRun } from '../../state/history-run.ts';
import type { HistoryPort } from '../../state/history-run.ts';
import type { HistoryRequest, HistoryResponse } from '../../worker/protocol.ts';
import { HistoryView } from './HistoryView.tsx';

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
    expect(html).toContain('Reading the folder &quot;logs&quot; (2 files): 1 of 2 files, 0.0 of 0.0 MB');
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

  test("a read history: the CLI's tables with exact figures, the duplicates said, no project or path by default", () => {
    const { port, answer } = fakePort();
    const run = createHistoryRun(() => port, 'UTC');
    run.start([file('s1.jsonl', '')], 'the folder "logs" (9 files)');
    answer({ id: 1, type: 'history-done', report: report(), progress });
    const html = renderToStaticMarkup(<HistoryView run={run} />);
    expect(html).toContain('Read the folder &quot;logs&quot; (9 files): 9 of 9 files, 0.0 of 0.0 MB.');
    // Tools: the same totals as `npm run history -- --json` (cli/history.test.ts).
    expect(html).toMatch(/<th scope="row">Read<\/th><td class="num">3<\/td><td class="num">353<\/td>/);
    expect(html).toMatch(
      /<th scope="row">mcp__tracker__list_issues<\/th><td class="num">2<\/td><td class="num">78<\/td><td class="num">78 \(2 of 2 results\)<\/td>/,
    );
    expect(html).toContain('6 requests and 0 results logged again');
    expect(html).toContain('Verdict: this history');
    expect(html).toContain('Include file paths and project names');
    // The project (`shop`) and the folders stay out until the box is ticked.
    expect(html).not.toContain('>shop<');
    expect(html).not.toContain('logs/projects');
    expect(html).toContain('README.txt');
  });
});
