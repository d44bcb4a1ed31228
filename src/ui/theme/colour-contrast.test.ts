import { expect, test } from 'vitest';
import { ciede2000, contrastRatio, deltaE, parseHex, relativeLuminance } from './colour-contrast.ts';

test('WCAG contrast: the extremes and a known grey', () => {
  expect(contrastRatio('#000000', '#ffffff')).toBe(21);
  expect(contrastRatio('#fff', '#fff')).toBe(1);
  // #767676 is the lightest grey with 4.5:1 on white (WebAIM's often-quoted figure, 4.54:1).
  expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  expect(relativeLuminance('#808080')).toBeCloseTo(0.2158605, 6);
});

test('a colour that is not #rgb or #rrggbb is refused by name', () => {
  expect(parseHex('#0a5CAD')).toEqual([10 / 255, 92 / 255, 173 / 255]);
  expect(() => parseHex('var(--bg)')).toThrow('not a #rrggbb colour: var(--bg)');
});

// Sharma, Wu and Dalal (2005), "The CIEDE2000 color-difference formula: implementation notes",
// table 1: pairs 1, 7, 12, 14 (hue angles either side of 0°), 17 and 25, to four decimals.
test.each([
  [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [[50, 0, 0], [50, -1, 2], 2.3669],
  [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
  [[50, 2.5, 0], [73, 25, -18], 27.1492],
  [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
] as const)('CIEDE2000 of Sharma’s pair %j / %j is %d', (p, q, expected) => {
  expect(ciede2000([...p], [...q])).toBeCloseTo(expected, 4);
});

test('black and white are 100 apart; a colour is 0 from itself, with any vision', () => {
  expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 4);
  expect(deltaE('#CC6677', '#CC6677', 'deuteranopia')).toBe(0);
});

test('red and green, far apart with normal vision, nearly meet with deuteranopia', () => {
  expect(deltaE('#D55E00', '#009E73')).toBeGreaterThan(50);
  expect(deltaE('#CC3311', '#338833', 'deuteranopia')).toBeLessThan(deltaE('#CC3311', '#338833') / 3);
});
