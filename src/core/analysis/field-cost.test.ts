import { describe, expect, test } from 'vitest';
import type { DataRecord } from '../json-value.ts';
import { nodeCounter } from '../../node/counter.ts';
import { rungById } from '../ladder/rungs.ts';
import { serializeCompact } from '../serializers/compact.ts';
import { serializeJsonPretty } from '../serializers/json-pretty.ts';
import { runSteps } from '../steps.ts';
import { fieldCostSteps, fieldCosts } from './field-cost.ts';

const counter = nodeCounter('cl100k_base');
const records = [
  { id: 'T-1', note: 'a long free-text note that costs many tokens to carry around', ok: true },
  { id: 'T-2', note: 'another long free-text note, with a comma', ok: false },
];

describe('fieldCosts', () => {
  test('should charge each kept field the tokens saved by dropping only it, most expensive first', () => {
    const costs = fieldCosts(records, ['id', 'note', 'ok'], rungById('L4'), counter);
    const whole = counter.count(serializeCompact(records, ['id', 'note', 'ok']));
    expect(costs.map((c) => c.field)).toEqual(['note', 'id', 'ok']);
    for (const { field, tokens } of costs) {
      const without = ['id', 'note', 'ok'].filter((f) => f !== field);
      expect(tokens).toBe(whole - counter.count(serializeCompact(records, without)));
    }
  });
  test('should measure the full rungs against all fields of the data, whatever the projection', () => {
    const costs = fieldCosts(records, ['id'], rungById('L0'), counter);
    expect(costs.map((c) => c.field).sort()).toEqual(['id', 'note', 'ok']);
    const whole = counter.count(serializeJsonPretty(records));
    expect(costs.find((c) => c.field === 'ok')!.tokens).toBe(
      whole - counter.count(serializeJsonPretty(records.map(({ ok: _, ...r }) => r))),
    );
  });
});

describe('fieldCostSteps: nested fields and the denominator', () => {
  const issue: DataRecord = {
    id: 7,
    user: { login: 'ana', id: 3 },
    labels: [{ name: 'bug', color: 'f00' }, { name: 'ui' }],
  };
  test('should cost array members and name the total they are part of (L4, one record)', () => {
    const fields = ['id', 'labels[].name', 'labels[].color', 'user.login'];
    const { total, costs } = runSteps(fieldCostSteps([issue], fields, rungById('L4'), counter));
    expect(total).toBe(counter.count(serializeCompact([issue], fields)));
    expect(total).toBe(33);
    expect(costs).toEqual([
      { field: 'labels[].name', tokens: 14 },
      { field: 'labels[].color', tokens: 11 },
      { field: 'user.login', tokens: 4 },
      { field: 'id', tokens: 3 },
    ]);
  });
  test('should take every field path of the data for L0 (nested members too)', () => {
    const { costs } = runSteps(fieldCostSteps([issue], ['id'], rungById('L0'), counter));
    expect(costs.map((c) => c.field).sort()).toEqual([
      'id',
      'labels[].color',
      'labels[].name',
      'user.id',
      'user.login',
    ]);
  });
});

describe('fieldCostSteps: the budget', () => {
  test('should count only the total past the budget, and say how much it would take', () => {
    const record = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`field_${i}`, `value ${i}`]));
    const fields = Object.keys(record);
    const result = runSteps(fieldCostSteps([record], fields, rungById('L4'), counter));
    expect(result.total).toBe(counter.count(serializeCompact([record], fields)));
    expect(result.costs).toEqual([]);
    expect(result.overBudget).toEqual({
      fields: 2000,
      chars: 2000 * serializeCompact([record], fields).length,
      budget: 10_000_000,
    });
  });
});
