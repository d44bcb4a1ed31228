import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, test } from 'vitest';
import { movedText, reorderAnnouncements } from './announcements.ts';

const FIELDS = ['id', 'status', 'priority', 'user\\.login', 'labels[].name', 'a', 'b', 'c'];
const active = (id: string) => ({ id }) as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;

describe('reorderAnnouncements', () => {
  const say = reorderAnnouncements(FIELDS);

  test('should name the field and its position when picked up, moved and dropped', () => {
    expect(say.onDragStart({ active: active('priority') })).toBe('Picked up field priority, position 3 of 8.');
    // Over its own place right after the pick-up: "Picked up" stays the last thing said.
    expect(say.onDragOver({ active: active('priority'), over: over('priority') })).toBeUndefined();
    expect(say.onDragOver({ active: active('priority'), over: over('status') })).toBe(
      'Moved priority to position 2 of 8.',
    );
    expect(say.onDragEnd({ active: active('priority'), over: over('status') })).toBe(
      'Dropped priority at position 2 of 8.',
    );
  });

  test('should say a move back over its own place', () => {
    expect(say.onDragStart({ active: active('a') })).toBe('Picked up field a, position 6 of 8.');
    expect(say.onDragOver({ active: active('a'), over: over('b') })).toBe('Moved a to position 7 of 8.');
    expect(say.onDragOver({ active: active('a'), over: over('a') })).toBe('Moved a to position 6 of 8.');
  });

  test('should say where a field is put back when dropped outside the list or cancelled', () => {
    say.onDragStart({ active: active('id') });
    expect(say.onDragOver({ active: active('id'), over: null })).toBe('id is outside the list of fields.');
    expect(say.onDragEnd({ active: active('id'), over: null })).toBe('Put id back at position 1 of 8.');
    expect(say.onDragCancel({ active: active('b'), over: over('a') })).toBe(
      'Moving cancelled: b is back at position 7 of 8.',
    );
  });

  test('should say a field path by its plain name, never "draggable" or "droppable"', () => {
    expect(say.onDragStart({ active: active('user\\.login') })).toBe('Picked up field user.login, position 4 of 8.');
    expect(movedText('labels[].name', 0, 8)).toBe('Moved labels[].name to position 1 of 8.');
    const all = [say.onDragStart({ active: active('a') }), say.onDragEnd({ active: active('a'), over: over('c') })];
    expect(all.join(' ')).not.toMatch(/draggable|droppable/i);
  });
});
