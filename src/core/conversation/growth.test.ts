import { describe, expect, test } from 'vitest';
import type { Ladder } from '../ladder/ladder.ts';
import type { CallCost } from '../mcp/per-call.ts';
import { computeGrowth, inputsSetElsewhere } from './growth.ts';
import { DEFAULT_PLACEHOLDER, DEFAULT_SIM } from './sim-form.ts';

const size = (tokens: number) => ({ tokens, bytes: 0, chars: 0 });
const ladder: Ladder = {
  encoding: 'cl100k_base',
  fields: ['id'],
  scales: [
    {
      label: '100',
      rows: 100,
      rungs: { L0: size(9000), L1: size(7000), L2: size(3000), L3: size(2000), L4: size(1100), L5: size(1098) },
    },
  ],
};
const counts = { [DEFAULT_PLACEHOLDER]: 16 };

describe('computeGrowth', () => {
  test('should wait for the placeholder to be counted', () => {
    expect(computeGrowth(DEFAULT_SIM, ladder, {})).toEqual({ ready: false, reason: 'counting the placeholder…' });
  });

  test('the seed defaults: the first request is 12,750 tokens either way (the newest result stays raw)', () => {
    const growth = computeGrowth(DEFAULT_SIM, ladder, counts);
    if (!growth.ready) throw new Error(growth.reason);
    expect(growth.series.map((s) => s.steps[0]!.total)).toEqual([12750, 12750]);
    // step 2: 7,500 + 2 × 250 + raw 5,000 + (5,000 → placeholder 16) for compaction.
    expect(growth.series.map((s) => s.steps[1]!.total)).toEqual([18000, 13016]);
    expect(growth.series[1]!.saving!.percent.denominator).toBe('no compaction');
  });

  test('should take a linked tool response from the ladder, and name a missing scale', () => {
    const linked = computeGrowth(
      { ...DEFAULT_SIM, steps: 1, link: { id: 'L4', rows: 100 }, compare: { id: 'L0', rows: 500 } },
      ladder,
      counts,
    );
    if (!linked.ready) throw new Error(linked.reason);
    expect(linked.series[0]!.steps[0]!.total).toBe(5000 + 2500 + 200 + 50 + 1100);
    expect(linked.series[0]!.name).toBe('No compaction (L4 at 100 rows)');
    expect(linked.series).toHaveLength(2);
    expect(linked.warnings).toEqual([
      'Second strategy: L0 at 500 rows is not on the ladder: add 500 rows to the scales (or load a file of that size).',
    ]);
  });
});

describe('inputsSetElsewhere', () => {
  const replayed = {
    name: 'openai.json',
    conversation: {
      system: 120,
      tools: 340,
      user: 15,
      steps: [
        { modelResponse: 10, toolRequest: 20, toolResponse: 300 },
        { modelResponse: 0, toolRequest: 25, toolResponse: 80 },
      ],
    },
  };

  test('should set nothing for typed sizes, or a link the ladder cannot follow (the typed size is used)', () => {
    expect(inputsSetElsewhere(DEFAULT_SIM, ladder)).toEqual({});
    expect(inputsSetElsewhere({ ...DEFAULT_SIM, link: { id: 'L4', rows: 500 } }, ladder)).toEqual({});
  });

  test('a linked response should set the response per step to the rung, and as a call the request too', () => {
    const link = { id: 'L4', rows: 100 };
    expect(inputsSetElsewhere({ ...DEFAULT_SIM, link }, ladder)).toEqual({
      toolResponse: { by: 'link', label: 'L4 at 100 rows', value: 1100 },
    });
    const withCalls: Ladder = {
      ...ladder,
      transport: 'mcp-2025',
      scales: [{ ...ladder.scales[0]!, calls: { L4: { request: 61, result: 1187 } as CallCost } }],
    };
    expect(inputsSetElsewhere({ ...DEFAULT_SIM, link, viaTransport: true }, withCalls)).toEqual({
      toolResponse: { by: 'link', label: 'L4 at 100 rows over mcp-2025', value: 1187 },
      toolRequest: { by: 'link', label: 'L4 at 100 rows over mcp-2025', value: 61 },
    });
  });

  test('a replayed request should set every conversation input, with its one-number sizes', () => {
    const set = inputsSetElsewhere(
      { ...DEFAULT_SIM, useProfile: true, link: { id: 'L4', rows: 100 } },
      ladder,
      replayed,
    );
    expect(Object.keys(set).sort()).toEqual([
      'compare',
      'link',
      'modelResponse',
      'steps',
      'system',
      'toolRequest',
      'toolResponse',
      'tools',
      'user',
      'viaTransport',
    ]);
    expect(set.system).toEqual({ by: 'replay', request: 'openai.json', value: 120 });
    expect(set.steps).toEqual({ by: 'replay', request: 'openai.json', value: 2 });
    expect(set.toolResponse).toEqual({ by: 'replay', request: 'openai.json', value: undefined });
    // The same rule as computeGrowth: its series replay the request, not the typed sizes.
    const growth = computeGrowth({ ...DEFAULT_SIM, useProfile: true }, ladder, counts, replayed);
    if (!growth.ready) throw new Error(growth.reason);
    expect(growth.series[0]!.steps[0]!.total).toBe(120 + 340 + 15 + 10 + 20 + 300);
  });

  test('a replay asked for before the request is profiled, or of a request without tool calls, sets nothing', () => {
    expect(inputsSetElsewhere({ ...DEFAULT_SIM, useProfile: true }, ladder)).toEqual({});
    const none = { name: 'empty.json', conversation: { ...replayed.conversation, steps: [] } };
    expect(inputsSetElsewhere({ ...DEFAULT_SIM, useProfile: true }, ladder, none)).toEqual({});
  });
});
