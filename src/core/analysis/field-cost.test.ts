import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { rungById } from '../ladder/rungs.ts';
import { serializeCompact } from '../serializers/compact.ts';
import { serializeJsonPretty } from '../serializers/json-pretty.ts';
import { fieldCosts } from './field-cost.ts';

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
