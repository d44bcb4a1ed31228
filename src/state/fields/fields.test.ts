import { describe, expect, test } from 'vitest';
import {
  applyPreset,
  carryFields,
  moveField,
  projectionOf,
  rollCallOffered,
  sameFieldSet,
  setFieldEnabled,
  setFieldsEnabled,
} from './fields.ts';

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
  test('none switches every field off, keeping their order, to tick the few wanted', () => {
    const state = applyPreset(TASK, 'none');
    expect(state.order).toEqual(TASK);
    expect(projectionOf(state)).toEqual([]);
  });
  test('is offered only where the data has every roll-call field, never on data that merely shares a name', () => {
    expect(rollCallOffered(TASK)).toBe(true);
    expect(rollCallOffered(['priority', 'x', 'id'])).toBe(false);
    expect(rollCallOffered(['url', 'number', 'title', 'user.login', 'state'])).toBe(false);
  });
});

describe('carryFields', () => {
  test('should keep order and on/off state of fields that remain, and append new ones switched off', () => {
    const before = applyPreset(TASK, 'roll-call');
    const after = carryFields(before, ['assignee', 'id', 'extra', 'status', 'priority']);
    expect(after.order).toEqual(['id', 'status', 'assignee', 'priority', 'extra']);
    expect(projectionOf(after)).toEqual(['id', 'status', 'assignee', 'priority']);
  });
  test("should keep the fields a choice does not name when asked ('kept': the user's data)", () => {
    const before = { order: ['b', 'a'], excluded: ['a'] };
    const after = carryFields(before, ['a', 'b', 'c'], 'kept');
    expect(after.order).toEqual(['b', 'a', 'c']);
    expect(projectionOf(after)).toEqual(['b', 'c']);
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

describe('nested field paths', () => {
  const NESTED = ['id', 'user.login', 'user.id', 'labels[].name', 'labels[].color', 'reactions\\.+1'];
  test('should match names kept before escaping to their paths, and keep what was off', () => {
    const previous = { order: ['reactions.+1', 'id', 'labels[].name'], excluded: ['id'] };
    const after = carryFields(previous, NESTED);
    expect(after.order).toEqual(['reactions\\.+1', 'id', 'labels[].name', 'labels[].color', 'user.login', 'user.id']);
    expect(projectionOf(after)).toEqual(['reactions\\.+1', 'labels[].name']);
  });
  test('should switch a whole group on and off', () => {
    const all = applyPreset(NESTED, 'all');
    const off = setFieldsEnabled(all, ['labels[].name', 'labels[].color'], false);
    expect(projectionOf(off)).toEqual(['id', 'user.login', 'user.id', 'reactions\\.+1']);
    expect(projectionOf(setFieldsEnabled(off, ['labels[].name', 'labels[].color'], true))).toEqual(NESTED);
  });
  test('should move a group with its first member, and keep members together', () => {
    const all = applyPreset(NESTED, 'all');
    expect(moveField(all, 3, 0).order).toEqual([
      'labels[].name',
      'labels[].color',
      'id',
      'user.login',
      'user.id',
      'reactions\\.+1',
    ]);
    // user.id moved in among the labels goes back beside its group (the group stands at its first member).
    expect(moveField(all, 2, 4).order).toEqual([
      'id',
      'user.login',
      'user.id',
      'labels[].name',
      'labels[].color',
      'reactions\\.+1',
    ]);
  });
});

describe('sameFieldSet', () => {
  const choice = { order: ['b', 'a', 'reactions.+1'], excluded: ['a'] };
  test('should call data with the same field paths, in any order, the same data', () => {
    expect(sameFieldSet(choice, ['a', 'b', 'reactions.+1'])).toBe(true);
  });
  test('should match a name kept before paths were escaped to its path', () => {
    expect(sameFieldSet({ order: ['b', 'a', 'reactions.+1'], excluded: [] }, ['a', 'b', 'reactions\\.+1'])).toBe(true);
  });
  test('should call data with a field more or less other data', () => {
    expect(sameFieldSet(choice, ['a', 'b'])).toBe(false);
    expect(sameFieldSet(choice, ['a', 'b', 'reactions.+1', 'c'])).toBe(false);
    expect(sameFieldSet(choice, ['a', 'c', 'reactions.+1'])).toBe(false);
  });
});
