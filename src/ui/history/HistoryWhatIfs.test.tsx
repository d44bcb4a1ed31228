import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { parseHistoryArgs } from '../../cli/history/args.ts';
import { readHistory, runHistoryCli } from '../../cli/history/run.ts';
import { captured, writeCacheFolder } from '../../cli/history/history.fixture.ts';
import { historyVerdictOf } from './HistoryVerdict.tsx';
import { HistoryResults } from './HistoryView.tsx';
import { cliTable, pageTable, unescape } from './page-table.fixture.ts';

const progress = { files: 2, totalFiles: 2, bytes: 0, totalBytes: 0 };

test("the what-ifs on the page are the command line's: its sentence, its table cell for cell, its setting to copy", () => {
  const root = writeCacheFolder(['claude-code-cache.jsonl', 'codex-cache.jsonl']);
  const o = captured();
  expect(runHistoryCli(['--tables', root], o)).toBe(0);
  const { report } = readHistory(parseHistoryArgs([root]));
  const html = renderToStaticMarkup(<HistoryResults report={report} />);

  // The answer's sentence: the verdict's line, as the command line prints it.
  const line = historyVerdictOf({ status: 'done', report, progress, picked: 'logs' }).find((l) => l.id === 'what-if')!;
  expect(line.text).toBe(
    'Switching on the 5-minute cache lifetime would have cost $0.6910 instead of $0.7217: $0.0306 less (4 % of the bill as logged), with the same input tokens.',
  );
  expect(o.out.split('\n')).toContain(line.text);

  // Folded like the bill's tables, after them.
  expect(html).toContain(
    '<details class="history-more history-what-ifs" data-testid="history-what-ifs"><summary>What-ifs a team can switch on over the history, against the bill as logged: 6 settings, each with its fragment to paste</summary>',
  );
  expect(html.indexOf('history-misses-sessions-table')).toBeLessThan(html.indexOf('history-what-ifs-table'));
  const { title, rows } = pageTable(html, 'what-ifs');
  expect(rows).toEqual(cliTable(o.out, title));
  expect(rows.map((r) => [r[0], r[1], r[5]])).toEqual([
    ['As logged (the bill)', '2', ''],
    ['1-hour cache lifetime', '1', '$0.0722 more'],
    ['5-minute cache lifetime', '1', '$0.0306 less'],
    ['Context editing (trigger 100,000, keep 3)', '1', 'no change'],
    ['Server compaction (trigger 150,000)', '1', 'no change'],
    ['Auto-compaction off', '1', '$0.0104 more'],
    ['OpenAI compaction (threshold 200,000)', '1', 'no change'],
  ]);

  // The cheapest chosen, its fragment shown and copied: what --print-setting prints.
  const printed = captured();
  expect(runHistoryCli(['--print-setting', root], printed)).toBe(0);
  const shown = html.match(/<div class="copy-setting" data-testid="history-setting"><pre[^>]*>([\s\S]*?)<\/pre>/)![1]!;
  expect(unescape(shown)).toBe(printed.out);
  expect(html).toContain('<option value="ttl-5m" selected="">the 5-minute cache lifetime (the cheapest)</option>');
  expect(html).toContain('aria-label="Copy the setting for the 5-minute cache lifetime">Copy setting</button>');
});

test('a history no setting applies to shows no what-if section', () => {
  const root = writeCacheFolder(['gemini-session.json']);
  const { report } = readHistory(parseHistoryArgs([root]));
  expect(report.whatIfs.list).toEqual([]);
  expect(renderToStaticMarkup(<HistoryResults report={report} />)).not.toContain('history-what-ifs');
});
