import { describe, expect, test } from 'vitest';
import { contrastRatio, deltaE } from '../theme/colour-contrast.ts';
import { themeVariables, valuesOf } from '../theme/theme-vars.fixture.ts';

// The Tokens view shades tokens alternately with --tok-a and --tok-b on the page background, so a
// token's edges are where the shade changes. The old light shades (#dbe8f8, #f5e6c6 on #f7f7f5)
// were 9.4 and 12.2 CIEDE2000 from the background at 1.16:1 and 1.15:1: on a projector, which
// washes out pale tints, they vanished.
const page = themeVariables('../styles.css');
const tokensCss = themeVariables('../tokens/tokens.css');
const THEMES = ['light', 'dark'] as const;

const one = (vars: typeof page, theme: (typeof THEMES)[number], name: string) => valuesOf(vars, theme, name).at(-1)!;

describe.each(THEMES)('token shading, %s theme', (theme) => {
  const bg = one(page, theme, '--bg');
  const text = one(page, theme, '--text');
  const shades = { a: one(tokensCss, theme, '--tok-a'), b: one(tokensCss, theme, '--tok-b') };

  test('the text on either shade keeps 7:1 (WCAG 1.4.6, enhanced contrast, for a wall)', () => {
    expect(contrastRatio(text, shades.a)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(text, shades.b)).toBeGreaterThanOrEqual(7);
  });

  test('each shade stands off the background: 15 CIEDE2000 and 1.3:1 in lightness', () => {
    for (const shade of [shades.a, shades.b]) {
      expect(deltaE(shade, bg)).toBeGreaterThanOrEqual(15);
      expect(contrastRatio(shade, bg)).toBeGreaterThanOrEqual(1.3);
    }
  });

  test('neighbouring tokens differ: the two shades are 30 CIEDE2000 apart (blue against amber)', () => {
    expect(deltaE(shades.a, shades.b)).toBeGreaterThanOrEqual(30);
  });

  test('the hover outline keeps 3:1 on both shades (WCAG 1.4.11)', () => {
    const edge = one(tokensCss, theme, '--tok-edge');
    expect(contrastRatio(edge, shades.a)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(edge, shades.b)).toBeGreaterThanOrEqual(3);
  });
});
