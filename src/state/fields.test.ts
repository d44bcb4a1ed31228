import { describe, expect, test } from 'vitest';
import { applyPreset, carryFields, moveField, projectionOf, setFieldEnabled } from './fields.ts';

const TASK = ['id', 'name', 'status', 'assignee', 'description', 'priority', 'created', 'updated'];

describe('applyPreset', () => {
  test('should put the roll-call fields first, in the query order, and switch the rest off', () => {
    const state = applyPreset(TASK, 'roll-call');
    expect(state.order).toEqual(['id', 'status', 'assignee', 'priority', 'name', 'description', 'created', 'updated']);
    expect(projectionOf(state)).toEqual(['id', 'status', 'assignee', 'priority']);
  });
  test('should keep every field, in data order, for all', () => {
    expect(projectionOf(applyPreset(TASK, 'all'))).toEqual(TASK);
  });
  test('should keep only the roll-call fields the data has', () => {
    expect(projectionOf(applyPreset(['priority', 'x', 'id'], 'roll-call'))).toEqual(['id', 'priority']);
  });
});

describe('carryFields', () => {
  test('should keep order and on/off state of fields that remain, and append new ones switched off', () => {
    const before = applyPreset(TASK, 'roll-call');
    const after = carryFields(before, ['assignee', 'id', 'extra', 'status', 'priority']);
    expect(after.order).toEqual(['id', 'status', 'assignee', 'priority', 'extra']);
    expect(projectionOf(after)).toEqual(['id', 'status', 'assignee', 'priority']);
  });
  test('should switch everything on when nothing kept would remain', () => {
    const after = carryFields(applyPreset(TASK, 'roll-call'), ['login', 'url']);
    expect(projectionOf(after)).toEqual(['login', 'url']);
  });
});

describe('setFieldEnabled and moveField', () => {
  test('should switch one field off and on again', () => {
    const off = setFieldEnabled(applyPreset(TASK, 'roll-call'), 'priority', false);
    expect(projectionOf(off)).toEqual(['id', 'status', 'assignee']);
    expect(projectionOf(setFieldEnabled(off, 'priority', true))).toEqual(['id', 'status', 'assignee', 'priority']);
  });
  test('should move a field and carry the projection order with it', () => {
    const moved = moveField(applyPreset(TASK, 'roll-call'), 3, 0);
    expect(projectionOf(moved)).toEqual(['priority', 'id', 'status', 'assignee']);
  });
  test('should ignore a move out of range', () => {
    const state = applyPreset(TASK, 'all');
    expect(moveField(state, 9, 0)).toBe(state);
    expect(moveField(state, 0, 99)).toBe(state);
  });
});
