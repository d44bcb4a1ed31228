import { expect, test } from 'vitest';
import { labelText, placeLabels } from './direct-labels.ts';

const room = { top: 0, bottom: 300, gap: 14, maxShift: 14 };

test('lines far apart keep their labels where they end', () => {
  expect(
    placeLabels(
      [
        { name: 'L1', y: 100 },
        { name: 'L0', y: 20 },
      ],
      room,
    ),
  ).toEqual([
    { names: ['L0'], y: 20, labelY: 20 },
    { names: ['L1'], y: 100, labelY: 100 },
  ]);
});

test('lines ending on the same pixel share one label; a near one is nudged down, a crowded one left out', () => {
  const placed = placeLabels(
    [
      { name: 'L4', y: 200.4 },
      { name: 'L5', y: 200.6 },
      { name: 'CSV', y: 200 },
      { name: 'TOON', y: 206 },
      { name: 'Markdown', y: 209 },
    ],
    room,
  );
  expect(placed).toEqual([
    { names: ['L4', 'L5', 'CSV'], y: 200, labelY: 200 }, // the series' order, though CSV ends highest
    { names: ['TOON'], y: 206, labelY: 214 },
  ]);
});

test('a label is kept inside the plot: below its top, never past its bottom', () => {
  expect(placeLabels([{ name: 'L0', y: 1 }], room)).toEqual([{ names: ['L0'], y: 1, labelY: 7 }]);
  expect(placeLabels([{ name: 'L0', y: 301 }], room)).toEqual([]);
});

test('a label names the lines it carries while they fit, and counts the rest', () => {
  expect(labelText(['L0'])).toBe('L0');
  expect(labelText(['L4', 'L5', 'CSV'])).toBe('L4 · L5 · CSV');
  expect(labelText(['L4', 'L5', 'YAML', 'TOON'])).toBe('L4 · L5 +2');
  expect(labelText(['L2', 'Source JSON'])).toBe('L2 · Source JSON');
  expect(labelText(['Markdown', 'CSV'])).toBe('Markdown · CSV');
  expect(labelText(['Source JSON', 'L2', 'L3'])).toBe('Source JSON +2');
});
