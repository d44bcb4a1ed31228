import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import type { TokenCounter } from '../tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import { toJsonText } from '../json-value.ts';
import { SEARCH_TOOL, builtinContractTools, deferredInputsOf, deferredReport, namesOnlyText } from './deferred.ts';
import { toolsListsFor } from './tools-lists-for.ts';
import { wireToolText, wireToolsListText } from './wire.ts';

describe('deferredReport', () => {
  const inputs = {
    upfront: 100,
    namesOnly: 5,
    searchTool: 20,
    definitions: [
      { name: 'a', tokens: 30 },
      { name: 'b', tokens: 10 },
      { name: 'c', tokens: 40 },
    ],
  };

  test('per session for 0 … every fetch, smallest and largest definitions first', () => {
    const report = deferredReport(inputs);
    expect(report.base).toBe(25);
    expect(report.meanDefinition).toBeCloseTo(80 / 3, 12);
    expect(report.sessions).toEqual([
      { fetches: 0, upfront: 100, deferredLeast: 25, deferredMost: 25 },
      { fetches: 1, upfront: 100, deferredLeast: 35, deferredMost: 65 },
      { fetches: 2, upfront: 100, deferredLeast: 65, deferredMost: 95 },
      { fetches: 3, upfront: 100, deferredLeast: 105, deferredMost: 105 },
    ]);
    // Cheaper while strictly below up front: 95 < 100 at two of the largest; 65 < 100 at two of the smallest.
    expect(report.breakEvenMost).toBe(2);
    expect(report.breakEvenLeast).toBe(2);
  });

  test('cheaper with every tool fetched when the envelope outweighs names and search; -1 when dearer before any', () => {
    expect(deferredReport({ ...inputs, upfront: 200 }).breakEvenLeast).toBe(3);
    expect(deferredReport({ ...inputs, upfront: 25 }).breakEvenMost).toBe(-1);
    expect(deferredReport({ ...inputs, upfront: 26 }).breakEvenMost).toBe(0);
  });

  test('no tools: deferring costs names and search only', () => {
    const report = deferredReport({ upfront: 10, namesOnly: 0, searchTool: 20, definitions: [] });
    expect(report.meanDefinition).toBe(0);
    expect(report.sessions).toEqual([{ fetches: 0, upfront: 10, deferredLeast: 20, deferredMost: 20 }]);
    expect(report.breakEvenMost).toBe(-1);
  });
});

describe('the built-in contract', () => {
  test("its tools are the Transport view's minimal 2025 tools/list, text for text", () => {
    const counter = nodeCounter('cl100k_base');
    const [minimal2025] = toolsListsFor(generateTasks(500), 'tasks_list', counter);
    expect(wireToolsListText(builtinContractTools())).toBe(minimal2025!.text);
    expect(builtinContractTools().map((t) => t.name)).toEqual(['tasks_list', 'tasks_distinct', 'tasks_schema']);
  });

  test.each([
    [
      'cl100k_base',
      {
        upfront: 380,
        namesOnly: 9,
        searchTool: 104,
        list: 152,
        distinct: 137,
        schema: 52,
        searches: [25, 27, 25],
        most: 1,
        least: 2,
      },
    ],
    // The contract is ASCII JSON, which o200k_base happens to split into as many tokens.
    [
      'o200k_base',
      // Its search calls are not: o200k_base writes `_list"}}` and the like one token longer.
      {
        upfront: 380,
        namesOnly: 9,
        searchTool: 104,
        list: 152,
        distinct: 137,
        schema: 52,
        searches: [26, 28, 26],
        most: 1,
        least: 2,
      },
    ],
  ] as const)('%s: exact tokens per part and the break-evens', (encoding, want) => {
    const counter: TokenCounter = nodeCounter(encoding);
    const tools = builtinContractTools();
    const inputs = deferredInputsOf(tools, counter, wireToolsListText(tools), wireToolText);
    expect(inputs).toEqual({
      upfront: want.upfront,
      namesOnly: want.namesOnly,
      searchTool: want.searchTool,
      definitions: [
        { name: 'tasks_list', tokens: want.list, search: want.searches[0] },
        { name: 'tasks_distinct', tokens: want.distinct, search: want.searches[1] },
        { name: 'tasks_schema', tokens: want.schema, search: want.searches[2] },
      ],
    });
    expect(inputs.definitions[0]!.search).toBe(
      counter.count(
        '{"name":"tool_search","input":{"query":"tasks_list"}}\n{"type":"tool_reference","tool_name":"tasks_list"}',
      ),
    );
    expect(inputs.namesOnly).toBe(counter.count('tasks_list\ntasks_distinct\ntasks_schema'));
    expect(inputs.searchTool).toBe(counter.count(toJsonText(SEARCH_TOOL, 2)));
    const report = deferredReport(inputs);
    expect([report.breakEvenMost, report.breakEvenLeast]).toEqual([want.most, want.least]);
  });

  test('names only: one a line, in order', () => {
    expect(namesOnlyText(['b', 'a'])).toBe('b\na');
  });
});
