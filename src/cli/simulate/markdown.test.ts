import type { GrowthLimit } from '../../core/conversation/window-limit.ts';
import { describe, expect, test } from 'vitest';
import type { Ladder, RungSize } from '../../core/ladder/ladder.ts';
import type { CallCost } from '../../core/mcp/per-call.ts';
import type { GrowthSeries } from '../../core/conversation/growth.ts';
import { computeGrowth } from '../../core/conversation/growth.ts';
import type { SimForm } from '../../core/conversation/sim-form.ts';
import { DEFAULT_SIM } from '../../core/conversation/sim-form.ts';
import type { SimulateReport } from './markdown.ts';
import { formatMoney } from '../../core/format/numbers.ts';
import { COMPACTION_NOTE, simulateMarkdown } from './markdown.ts';

// A tiny loop: 2 steps, each 20 + 5 + 300 tokens over a 160-token head; the placeholder is 10 tokens.
const TINY: SimForm = {
  ...DEFAULT_SIM,
  system: 100,
  tools: 50,
  user: 10,
  steps: 2,
  modelResponse: 20,
  toolRequest: 5,
  toolResponse: 300,
  placeholder: 'gone',
  keepLast: 1,
  limit: 500,
};
const COUNTS = { gone: 10, 'a|`b`': 4 };

/** computeGrowth's series for `form`, or the test fails. */
function growthOf(
  form: SimForm,
  ladder?: Ladder,
): { series: GrowthSeries[]; warnings: string[]; placeholderTokens: number; limit: GrowthLimit } {
  const growth = computeGrowth(form, ladder, COUNTS);
  if (!growth.ready) throw new Error(growth.reason);
  return growth;
}

function reportOf(form: SimForm, ladder?: Ladder, extra: Partial<SimulateReport> = {}): SimulateReport {
  const { series, warnings, placeholderTokens, limit } = growthOf(form, ladder);
  return { encoding: 'cl100k_base', inputs: form, limit, placeholderTokens, series, warnings, ...extra };
}

const INPUTS = `Inputs:

| input | value |
| --- | --- |
| system prompt | 100 tokens |
| tool definitions | 50 tokens |
| user message | 10 tokens |
| steps | 2 |
| model response | 20 tokens per step |
| tool request | 5 tokens per step |
| tool response | 300 tokens per step |
| placeholder | \`gone\` (10 tokens) |
| notes | 0 tokens per compacted result |
| kept raw | the newest tool result |
| compaction runs | every step |
| context limit | 500 tokens |
| price | 3.00 per million input tokens, 0.30 cached |`;

describe('simulateMarkdown', () => {
  test('should print the inputs, the totals and every step of a tiny loop', () => {
    // Baseline: 485, then 485 + 325 = 810. Compaction at step 2: result 1 (300) → placeholder (10): 520.
    // Costs: 485 × 3 / 1e6 + (325 × 3 + 485 × 0.3) / 1e6 = 0.0025755; compaction re-reads from p1:
    // 485 × 3 / 1e6 + (335 × 3 + 185 × 0.3) / 1e6 = 0.0025155.
    expect(simulateMarkdown(reportOf(TINY))).toBe(`cl100k_base tokens

${INPUTS}

### Totals over 2 steps

| Series | Total (input tokens) | Mean (tokens per step) | Median (tokens per step) | Saved (tokens) | Saved (% of no compaction) | Over 500 (from step) | Cost per session | Cost per 1,000 sessions |
| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |
| No compaction | 1,295 | 648 | 648 | – | – | 2 | 0.0026 | 2.58 |
| Compaction | 1,005 | 503 | 503 | 290 | 22.39 % of no compaction | 2 | 0.0025 | 2.52 |

Input tokens summed over every request of one session. Cost counts each request's prefix identical to the previous request at the cached price.

Input tokens of each request:

| step | No compaction | Compaction |
| ---: | ---: | ---: |
| 1 | 485 | 485 |
| 2 | 810 | 520* |

${COMPACTION_NOTE}
`);
  });

  test('should say never under the limit, and leave the note out when nothing was compacted', () => {
    const text = simulateMarkdown(reportOf({ ...TINY, steps: 1, limit: 128_000 }));
    expect(text).toContain('| No compaction | 485 | 485 | 485 | – | – | never | 0.0015 | 1.45 |');
    expect(text).toContain('| Compaction | 485 | 485 | 485 | 0 | 0.00 % of no compaction | never | 0.0015 | 1.45 |');
    expect(text).toContain('### Totals over 1 step\n');
    expect(text).not.toContain('\\*');
    expect(text.endsWith('| 1 | 485 | 485 |\n')).toBe(true);
  });

  test('should describe a trigger, no raw results, notes, and a placeholder needing escapes', () => {
    const text = simulateMarkdown(
      reportOf({ ...TINY, mode: { kind: 'trigger', inputTokens: 1000 }, keepLast: 0, notes: 1, placeholder: '' }),
    );
    expect(text).toContain('| compaction runs | when a request would exceed 1,000 tokens |');
    expect(text).toContain('| kept raw | none |');
    expect(text).toContain('| notes | 1 token per compacted result |');
    expect(text).toContain('| placeholder | (empty) (0 tokens) |');
    const piped = simulateMarkdown(reportOf({ ...TINY, placeholder: 'a|`b`' }));
    expect(piped).toContain('| placeholder | `` a\\|`b` `` (4 tokens) |');
  });

  test('should name linked responses and the second strategy, over the transport when costed as calls', () => {
    const size = (tokens: number): RungSize => ({ tokens, bytes: 0, chars: 0 });
    const cost = (request: number, result: number): CallCost => ({
      request,
      result,
      commandLine: 0,
      payload: 0,
      overhead: 0,
      quotes: 0,
      total: request + result,
    });
    const ladder: Ladder = {
      encoding: 'cl100k_base',
      fields: ['id'],
      transport: 'mcp-2025',
      scales: [
        {
          label: 'tasks-100.json',
          rows: 100,
          rungs: { L0: size(900), L1: size(700), L2: size(300), L3: size(200), L4: size(110), L5: size(108) },
          calls: {
            L0: cost(40, 1000),
            L1: cost(40, 800),
            L2: cost(40, 400),
            L3: cost(40, 300),
            L4: cost(40, 200),
            L5: cost(40, 190),
          },
        },
      ],
    };
    const form: SimForm = { ...TINY, steps: 1, link: { id: 'L0', rows: 100 }, compare: { id: 'L4', rows: 100 } };
    const plain = simulateMarkdown(reportOf(form, ladder));
    expect(plain).toContain(
      '| tool request | 5 tokens per step |\n| tool response | linked: L0 at 100 rows |\n| second strategy | compaction, tool response linked: L4 at 100 rows |',
    );
    // 160 + 20 + 5 + 900 = 1,085; the second strategy 160 + 20 + 5 + 110 = 295.
    expect(plain).toContain(
      '| step | No compaction (L0 at 100 rows) | Compaction (L0 at 100 rows) | Compaction (L4 at 100 rows) |\n| ---: | ---: | ---: | ---: |\n| 1 | 1,085 | 1,085 | 295 |',
    );

    const called = simulateMarkdown(reportOf({ ...form, viaTransport: true }, ladder, { transport: 'mcp-2025' }));
    expect(called).toContain(
      "| tool request | the call's request (L0 at 100 rows over mcp-2025) |\n| tool response | linked: L0 at 100 rows over mcp-2025 |",
    );
    // 160 + 20 + 40 + 1,000 = 1,220; the second strategy 160 + 20 + 40 + 200 = 420.
    expect(called).toContain('| 1 | 1,220 | 1,220 | 420 |');
  });

  test('should print the profiled request first, with its warnings, and the replay in the inputs', () => {
    const conversation = {
      system: 6,
      tools: 32,
      user: 5,
      steps: [{ modelResponse: 3, toolRequest: 8, toolResponse: 20 }],
    };
    const growth = computeGrowth({ ...TINY, useProfile: true }, undefined, COUNTS, { name: 'req.json', conversation });
    if (!growth.ready) throw new Error(growth.reason);
    const text = simulateMarkdown({
      encoding: 'cl100k_base',
      inputs: { ...TINY, useProfile: true },
      limit: growth.limit,
      placeholderTokens: growth.placeholderTokens,
      series: growth.series,
      warnings: [],
      profile: {
        name: 'req.json',
        format: 'openai-chat',
        byComponent: {
          system: 6,
          tools: 32,
          user: 5,
          assistant: 3,
          toolCalls: 8,
          toolResults: 20,
          placeholders: 0,
          notes: 0,
        },
        total: 74,
        toolCalls: 1,
        warnings: ['tool call "c9" (messages[3].tool_calls[0]) has no result'],
      },
    });
    expect(
      text.startsWith(`cl100k_base tokens

Request req.json: OpenAI Chat Completions, 1 tool call, 74 tokens in all (cl100k_base tokens of the texts the model reads, without the API's message framing).

| component | tokens | share |
| --- | ---: | ---: |
| System prompt | 6 | 8.11 % of this request |
| Tool definitions | 32 | 43.24 % of this request |
| User message | 5 | 6.76 % of this request |
| Model responses | 3 | 4.05 % of this request |
| Tool requests | 8 | 10.81 % of this request |
| Tool results (raw) | 20 | 27.03 % of this request |

- tool call "c9" (messages[3].tool_calls[0]) has no result

Inputs:

| input | value |
| --- | --- |
| replayed request | req.json: 1 step |
| placeholder |`),
    ).toBe(true);
    expect(text).toContain('| No compaction (req.json) | 74 |');
  });

  test('should print computeGrowth warnings before the inputs', () => {
    const text = simulateMarkdown(reportOf({ ...TINY, link: { id: 'L0', rows: 7 } }));
    expect(text).toContain(
      'cl100k_base tokens\n\nWarning: Tool response: L0 at 7 rows is not on the ladder: add 7 rows to the scales (or load a file of that size); using the typed size.\n\nInputs:',
    );
  });

  test('formatMoney writes cents from 1 up, 4 decimals below, 2 significant digits below 0.0001, as the page', () => {
    expect([3, 0.3, 0.0025755, 0.005, 0.0000123, 0, -0.12, 38.25, 1234.5].map(formatMoney)).toEqual([
      '3.00',
      '0.3000',
      '0.0026',
      '0.0050',
      '0.000012',
      '0.00',
      '\u22120.1200',
      '38.25',
      '1,234.50',
    ]);
  });
});
