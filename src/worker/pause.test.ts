import { expect, test } from 'vitest';
import { createPause } from './pause.ts';

test('pauses resolve in the order they were asked, each after a task boundary', async () => {
  const pause = createPause();
  const order: string[] = [];
  const a = pause().then(() => order.push('a'));
  const b = pause().then(() => order.push('b'));
  order.push('sync');
  await Promise.all([a, b]);
  expect(order).toEqual(['sync', 'a', 'b']);
});
