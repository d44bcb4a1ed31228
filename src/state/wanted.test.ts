import { describe, expect, test } from 'vitest';
import { DEFAULT_PLACEHOLDER } from '../core/conversation/sim-form.ts';
import { generateTasks } from '../core/builtin-data/generate.ts';
import { computeLadder } from '../core/ladder/ladder.ts';
import { firstRecordScales } from '../core/ladder/first-records.ts';
import { nodeCounter } from '../node/counter.ts';
import { createAppStore } from './store.ts';
import type { AppStore } from './store.ts';
import {
  countRequest,
  fieldCostsRequest,
  ladderCalls,
  ladderRequest,
  profileRequest,
  sameRequest,
  tokensRequest,
} from './wanted.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const SETTINGS_2025 = {
  tool: 'tasks_list',
  id: 2,
  commandLine: "taskdemo q 'list() { id status assignee priority }' --format compact",
  client: { name: 'ExampleClient', version: '1.0.0' },
  ascii: true,
};

// A store whose ladder the worker has counted for the fixture at 5 and 100 rows.
function counted(): AppStore {
  const store = createAppStore();
  const ladder = computeLadder(
    [5, 100].map((rows) => ({ label: `tasks-${rows}.json`, records: generateTasks(rows) })),
    ROLL_CALL,
    nodeCounter('cl100k_base'),
  );
  store.getState().setResult({ status: 'ready', ladder });
  return store;
}

describe('ladderRequest', () => {
  test('should ask for the fixture at the chosen scales, roll-call fields, no formats and no calls at first', () => {
    expect(ladderRequest(createAppStore().getState())).toEqual({
      type: 'ladder',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      formats: [],
      source: { kind: 'fixture', rows: [5, 20, 100, 500] },
    });
  });

  test('should follow the fields kept, their order, the formats, the encoding and loaded files', () => {
    const store = createAppStore();
    const s = store.getState();
    s.useFiles(4, [], ['b', 'a']);
    store.getState().setFormats(['toon', 'csv']);
    store.getState().setEncoding('o200k_base');
    store.getState().moveField(0, 1);
    expect(ladderRequest(store.getState())).toEqual({
      type: 'ladder',
      encoding: 'o200k_base',
      fields: ['a', 'b'],
      formats: ['csv', 'toon'],
      source: { kind: 'files', sourceId: 4 },
    });
  });

  test('should ask one file of 30 records at the chosen scales below 30 (its first k records)', () => {
    const store = createAppStore();
    const dataset = {
      label: 'a.json',
      rows: 30,
      format: 'json-array' as const,
      path: null,
      candidates: [],
      notices: [],
    };
    store.getState().useFiles(5, [dataset], ['a']);
    store.getState().setScales([5, 20, 27, 100, 500]);
    expect(ladderRequest(store.getState()).source).toEqual({ kind: 'files', sourceId: 5, rows: [5, 20, 27] });
    store.getState().useFiles(6, [dataset, { ...dataset, label: 'b.json' }], ['a']);
    expect(ladderRequest(store.getState()).source).toEqual({ kind: 'files', sourceId: 6 });
  });
});

describe('ladderCalls', () => {
  test('should cost no calls for the command line outside the transport view', () => {
    expect(ladderCalls(createAppStore().getState())).toBeUndefined();
  });

  test('should cost the 2025 shape while the transport view compares it with the command line', () => {
    const store = createAppStore();
    store.getState().setView('transport');
    expect(ladderCalls(store.getState())).toEqual({ transport: 'mcp-2025', settings: SETTINGS_2025 });
  });

  test('should cost the chosen MCP transport in every view', () => {
    const store = createAppStore();
    store.getState().setTransport('mcp-2026-structured');
    expect(ladderRequest(store.getState()).calls).toEqual({
      transport: 'mcp-2026-structured',
      settings: SETTINGS_2025,
    });
  });

  test('should cost each call as the chosen host hands it to the model; the wire sends no host', () => {
    const store = createAppStore();
    store.getState().setTransport('mcp-2025');
    store.getState().setHost({ id: 'codex' });
    expect(ladderRequest(store.getState()).calls).toEqual({
      transport: 'mcp-2025',
      settings: { ...SETTINGS_2025, host: { id: 'codex' } },
    });
    store.getState().setHost({ id: 'wire' });
    expect(ladderRequest(store.getState()).calls).toEqual({ transport: 'mcp-2025', settings: SETTINGS_2025 });
  });

  test('should cost calls in the growth view only when a linked response goes through the transport', () => {
    const store = createAppStore();
    store.getState().setView('growth');
    store.getState().setSim({ viaTransport: true });
    expect(ladderCalls(store.getState())).toBeUndefined();
    store.getState().setSim({ link: { id: 'L4', rows: 100 } });
    expect(ladderCalls(store.getState())).toEqual({ transport: 'mcp-2025', settings: SETTINGS_2025 });
    store.getState().setSim({ viaTransport: false });
    expect(ladderCalls(store.getState())).toBeUndefined();
  });
});

describe('fieldCostsRequest', () => {
  test('should want nothing before the ladder is counted, and the costs in every view after', () => {
    const store = createAppStore();
    store.getState().setView('savings');
    expect(fieldCostsRequest(store.getState())).toBeUndefined();
    expect(fieldCostsRequest(counted().getState())).toMatchObject({ type: 'field-costs', representation: 'L4' });
  });

  test('should ask for the chosen rung at the detail scale (100 rows unless chosen)', () => {
    const store = counted();
    store.getState().setView('savings');
    const body = {
      type: 'field-costs',
      encoding: 'cl100k_base',
      fields: ROLL_CALL,
      source: { kind: 'fixture', rows: [5, 20, 100, 500] },
      representation: 'L4',
      label: 'tasks-100.json',
    };
    expect(fieldCostsRequest(store.getState())).toEqual(body);
    store.getState().setDetailRows(5);
    store.getState().setFieldCostOf('csv');
    expect(fieldCostsRequest(store.getState())).toEqual({ ...body, representation: 'csv', label: 'tasks-5.json' });
  });
});

test('one loaded file shown at its first k records too: the costs are asked of the whole file, by its label', () => {
  const store = createAppStore();
  const dataset = { label: 'real.json', rows: 300, format: 'json-object', path: 'items', candidates: [], notices: [] };
  store.getState().useFiles(1, [dataset as never], ROLL_CALL);
  const records = generateTasks(300);
  const ladder = computeLadder(
    firstRecordScales({ label: 'real.json', records }, [5, 20, 100, 300]),
    ROLL_CALL,
    nodeCounter('cl100k_base'),
  );
  store.getState().setResult({ status: 'ready', ladder });
  expect(fieldCostsRequest(store.getState())).toMatchObject({ type: 'field-costs', label: 'real.json' });
  store.getState().setDetailRows(100);
  expect(fieldCostsRequest(store.getState())).toMatchObject({ type: 'field-costs', label: 'real.json, first 100' });
});

describe('countRequest', () => {
  test('should ask for the typed texts not yet counted, once each', () => {
    const store = createAppStore();
    expect(countRequest(store.getState())).toEqual({
      type: 'count',
      encoding: 'cl100k_base',
      texts: [DEFAULT_PLACEHOLDER],
    });
    store.getState().setCustomText('once per session');
    store.getState().setPasted('schema', 'once per session');
    store.getState().setSessionCounts({ [DEFAULT_PLACEHOLDER]: 17 });
    expect(countRequest(store.getState())?.texts).toEqual(['once per session']);
    store.getState().setSessionCounts({ [DEFAULT_PLACEHOLDER]: 17, 'once per session': 3 });
    expect(countRequest(store.getState())).toBeUndefined();
  });
});

describe('profileRequest', () => {
  test('should want nothing until the user asks, then the asked body in the current encoding', () => {
    const store = createAppStore();
    store.getState().setProfile({ text: '{"messages": []}' });
    expect(profileRequest(store.getState())).toBeUndefined();
    store.getState().askProfile('body.json', '{"messages": []}');
    expect(profileRequest(store.getState())).toEqual({
      type: 'profile',
      encoding: 'cl100k_base',
      name: 'body.json',
      text: '{"messages": []}',
    });
    // Typing on in the box keeps the asked body; a new encoding asks for it again.
    store.getState().setProfile({ text: '{"messages": [', name: 'pasted request' });
    store.getState().setEncoding('o200k_base');
    expect(profileRequest(store.getState())).toEqual({
      type: 'profile',
      encoding: 'o200k_base',
      name: 'body.json',
      text: '{"messages": []}',
    });
  });
});

describe('tokensRequest', () => {
  const ladder = { encoding: 'o200k_base' as const, fields: ['id', 'name'] };

  test('should ask for one scale of the fixture by its rows, or of loaded files by label', () => {
    const scale = { rows: 20, label: 'tasks-20.json' };
    expect(tokensRequest(ladder, { kind: 'fixture' }, 'L5', scale)).toEqual({
      type: 'tokens',
      encoding: 'o200k_base',
      fields: ['id', 'name'],
      source: { kind: 'fixture', rows: [20] },
      representation: 'L5',
      label: 'tasks-20.json',
    });
    expect(tokensRequest(ladder, { kind: 'files', sourceId: 3, datasets: [] }, 'csv', scale)?.source).toEqual({
      kind: 'files',
      sourceId: 3,
      rows: [20],
      labels: ['tasks-20.json'],
    });
  });

  test('should want nothing without a scale', () => {
    expect(tokensRequest(ladder, { kind: 'fixture' }, 'L4', undefined)).toBeUndefined();
  });
});

describe('sameRequest', () => {
  const state = createAppStore().getState();

  test('should call equal bodies built apart the same', () => {
    expect(sameRequest(ladderRequest(state), ladderRequest(state))).toBe(true);
    expect(sameRequest(undefined, undefined)).toBe(true);
  });

  test('should tell bodies apart by any field, nested or missing', () => {
    const body = ladderRequest(state);
    expect(sameRequest(body, { ...body, fields: ['id', 'status', 'priority', 'assignee'] })).toBe(false);
    expect(sameRequest(body, { ...body, source: { kind: 'fixture', rows: [5, 20, 100] } })).toBe(false);
    expect(sameRequest(body, { ...body, calls: { transport: 'mcp-2025', settings: SETTINGS_2025 } })).toBe(false);
    expect(sameRequest(body, { ...body, encoding: 'o200k_base' })).toBe(false);
    expect(sameRequest(body, undefined)).toBe(false);
    expect(sameRequest(undefined, body)).toBe(false);
  });
});

describe('fieldCostsRequest after new data', () => {
  test('should ask nothing about the previous source while its ladder is still the counted one', () => {
    const store = counted();
    store
      .getState()
      .useFiles(
        7,
        [{ label: 'pasted.json', rows: 1, format: 'json-array', path: null, candidates: [], notices: [] }],
        ['id'],
      );
    expect(fieldCostsRequest(store.getState())).toBeUndefined();
  });
});
