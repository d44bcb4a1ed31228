import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { requireArticleLadderDir, loadReferenceRecords, readReferenceText } from '../../node/reference-dir.ts';
import { buildRungTexts, computeLadder } from '../ladder/ladder.ts';
import { projectRecords } from '../records.ts';
import { callRequestText } from './call.ts';
import { callCost } from './per-call.ts';
import type { CallSettings } from './per-call.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const SETTINGS: CallSettings = {
  tool: 'tasks_list',
  id: 2,
  commandLine: "taskdemo q 'list() { id status assignee priority }' --format compact",
  client: { name: 'ExampleClient', version: '1.0.0' },
  ascii: true,
};
// Reference README, "MCP versus command line, per call": overhead of L1 / L3 / L4 payloads.
const OVERHEAD: Record<number, [number, number, number]> = {
  5: [69, 59, 51],
  20: [129, 89, 51],
  100: [449, 249, 51],
  500: [2049, 1049, 51],
};
const QUOTES: Record<number, [number, number]> = {
  5: [160, 80],
  20: [640, 320],
  100: [3200, 1600],
  500: [16000, 8000],
};

// Never skipped: without the data every case fails saying where to put it.
const dir = (): string => requireArticleLadderDir();

describe('reference MCP accounting (seed article)', () => {
  const counter = nodeCounter('cl100k_base');

  test('the request is the published one, 39 tokens; the command line 17', () => {
    const request = callRequestText({
      revision: '2025',
      id: 2,
      tool: 'tasks_list',
      fields: ROLL_CALL,
      client: SETTINGS.client,
      ascii: true,
    });
    expect(request).toBe(
      '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"tasks_list","arguments":{"fields":["id","status","assignee","priority"]}}}',
    );
    expect(counter.count(request)).toBe(39);
    expect(counter.count(SETTINGS.commandLine)).toBe(17);
  });

  test.each([5, 20, 100, 500])('overhead of L1 / L3 / L4 at %i rows and the quotes they carry', (rows) => {
    const records = loadReferenceRecords(dir(), rows);
    const texts = buildRungTexts(records, ROLL_CALL);
    const cost = (id: 'L1' | 'L3' | 'L4') =>
      callCost('mcp-2025', texts[id], ROLL_CALL, projectRecords(records, ROLL_CALL), SETTINGS, counter);
    expect([cost('L1').overhead, cost('L3').overhead, cost('L4').overhead]).toEqual(OVERHEAD[rows]);
    expect([cost('L1').quotes, cost('L3').quotes]).toEqual(QUOTES[rows]);
    expect(cost('L4').quotes).toBe(0);
  });

  test('5 rows, L1: request 39, result 393, total 432 against 363 on the command line', () => {
    const records = loadReferenceRecords(dir(), 5);
    const c = callCost('mcp-2025', buildRungTexts(records, ROLL_CALL).L1, ROLL_CALL, records, SETTINGS, counter);
    expect(c).toEqual({
      request: 39,
      result: 393,
      commandLine: 17,
      payload: 346,
      quotes: 160,
      overhead: 69,
      total: 432,
    });
  });

  test('computeLadder costs every rung as a call: L1 / L3 / L4 overheads at 20 rows, totals equal request + result', () => {
    const ladder = computeLadder([{ label: '20', records: loadReferenceRecords(dir(), 20) }], ROLL_CALL, counter, [], {
      transport: 'mcp-2025',
      settings: SETTINGS,
    });
    const calls = ladder.scales[0]!.calls!;
    expect([calls.L1!.overhead, calls.L3!.overhead, calls.L4!.overhead]).toEqual(OVERHEAD[20]);
    expect(calls.L1!.total).toBe(calls.L1!.request + calls.L1!.result);
    expect(ladder.transport).toBe('mcp-2025');
  });

  test('the reference tools/list results count 471 and 676 against the 535-token schema response: −64 and +141', () => {
    const schema = counter.count(readReferenceText(dir(), 'schema-response.json'));
    const minimal = counter.count(readReferenceText(dir(), 'tools-list-result-scenario-minimal.json'));
    const structured = counter.count(readReferenceText(dir(), 'tools-list-result-scenario-structured.json'));
    expect([schema, minimal, structured]).toEqual([535, 471, 676]);
    expect([minimal - schema, structured - schema]).toEqual([-64, 141]);
  });
});
