import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../../node/counter.ts';
import {
  countToolSet,
  deferredInputsFor,
  hostToolText,
  hostToolsListText,
  searchToolText,
} from '../../hosts/tool-set.ts';
import { builtinContractTools, deferredReport } from '../../mcp/deferred.ts';
import { tableToMarkdown } from '../table.ts';
import { deferredBreakEven, deferredTable, hostToolsTable } from './host-tools.ts';

const counter = nodeCounter('cl100k_base');
const tools = builtinContractTools();
const set = countToolSet(tools, counter);

describe('the built-in contract under every host', () => {
  test('each count is the Node counter’s count of the host’s text', () => {
    for (const h of set.hosts) {
      expect(h.list.tokens).toBe(counter.count(hostToolsListText(h.host, tools, 'taskdemo')));
      h.tools.forEach((t, i) => expect(t.tokens).toBe(counter.count(hostToolText(h.host, tools[i]!, 'taskdemo'))));
      expect(h.searchTool.tokens).toBe(counter.count(searchToolText(h.host)));
    }
  });

  test('exact tokens per host (cl100k_base): the wire’s 380 is the article’s minimal 2025 tools/list', () => {
    expect(set.hosts.map((h) => [h.host, h.list.tokens, ...h.tools.map((t) => t.tokens)])).toEqual([
      ['wire', 380, 152, 137, 52],
      ['claude-code', 200, 89, 76, 35],
      ['codex', 221, 96, 83, 43],
      ['responses', 203, 90, 77, 37],
      ['anthropic-api', 182, 83, 70, 29],
      ['custom', 203, 90, 77, 37],
    ]);
  });

  test('the table: tools, envelope and total per host, shares of the chosen host’s list', () => {
    const md = tableToMarkdown(hostToolsTable(set, 'claude-code', 'cl100k_base'));
    expect(md).toContain('Share, Claude Code (% of its tools/list, 200 tokens)');
    expect(md).toContain('| tasks_list | 152 | 89 | 96 | 90 | 83 | 90 | 44.50 % |');
    expect(md).toContain('| (envelope, brackets, indent) | +39 | 0 | −1 | −1 | 0 | −1 | 0.00 % |');
    expect(md).toContain('| tools/list | 380 | 200 | 221 | 203 | 182 | 203 | 100.00 % |');
  });
});

describe('deferred tools on the page', () => {
  test('Claude Code: per session, over 100 sessions, and the break-evens in fetches and sessions', () => {
    const report = deferredReport(deferredInputsFor(set, 'claude-code'));
    expect([report.upfront, report.namesOnly, report.searchTool]).toEqual([200, 9, 69]);
    const md = tableToMarkdown(deferredTable(report, { fetches: 1, sessions: 100 }, 'Claude Code'));
    // A fetch is its definition and its search call with the result: tasks_schema 35 + 25 = 60,
    // tasks_distinct 76 + 27 = 103, tasks_list 89 + 25 = 114; names 9 + search tool 69 = 78 before any.
    expect(md).toContain('| 1 (chosen) | 200 | 138 | 192 | +62 | 20,000 | 13,800 → 19,200 |');
    expect(md).toContain('| 3 | 200 | 355 | 355 | −155 | 20,000 | 35,500 → 35,500 |');
    expect(deferredBreakEven(report, { fetches: 2, sessions: 10 })).toEqual([
      'Break-even in fetches: deferring is cheaper up to 1 definition fetched per session, whichever are fetched.',
      'Break-even in sessions at 2 fetched per session: the smallest fetched, never (41 tokens more in each, 410 tokens over 10 sessions); the largest fetched, never (95 tokens more in each, 950 tokens over 10 sessions). Both costs recur every session, so the difference is the same in each.',
    ]);
  });
});
