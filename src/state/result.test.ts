import { describe, expect, test } from 'vitest';
import { selectResultCounts } from './result.ts';
import { createAppStore } from './store.ts';

describe('selectResultCounts', () => {
  test('should keep the same counts while only the status changes, and give new ones with a new ladder', () => {
    const store = createAppStore();
    const ladder = { encoding: 'cl100k_base' as const, fields: ['id'], scales: [] };
    const legend = { text: 'a=id', tokens: 3 };
    store.getState().setResult({ status: 'ready', ladder, legend });
    const counted = selectResultCounts(store.getState());
    expect(counted).toEqual({ ladder, legend, schema: undefined });
    store.getState().setResult({ ...store.getState().result, status: 'counting' });
    expect(selectResultCounts(store.getState())).toBe(counted);
    store.getState().setResult({ status: 'ready', ladder: { ...ladder, fields: ['id', 'title'] }, legend });
    expect(selectResultCounts(store.getState())).not.toBe(counted);
    expect(selectResultCounts(store.getState()).ladder?.fields).toEqual(['id', 'title']);
  });
});
