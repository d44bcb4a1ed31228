import { describe, expect, test } from 'vitest';
import { AXIS_LABEL_STYLE, AXIS_PROPS, TOOLTIP_PROPS } from './chart-theme.ts';
import { contrastRatio } from './colour-contrast.ts';
import { themeVariables, valuesOf } from './theme-vars.fixture.ts';

const page = themeVariables('../styles.css');

/** The name inside `var(--name)`. */
const variable = (value: string) => /^var\((--[\w-]+)\)$/.exec(value)?.[1] ?? value;

describe.each(['light', 'dark'] as const)('chart chrome, %s theme', (theme) => {
  const colour = (value: string) => valuesOf(page, theme, variable(value)).at(-1)!;
  const panel = colour('var(--panel)');

  test('axis lines keep 3:1 on the panel (WCAG 1.4.11), tick and axis texts 4.5:1 (WCAG 1.4.3)', () => {
    expect(contrastRatio(colour(AXIS_PROPS.stroke), panel)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colour(AXIS_PROPS.tick.fill), panel)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour(String(AXIS_LABEL_STYLE.fill)), panel)).toBeGreaterThanOrEqual(4.5);
  });

  test('tooltip text keeps 4.5:1 on the tooltip', () => {
    const back = colour(TOOLTIP_PROPS.contentStyle.background);
    expect(contrastRatio(colour(TOOLTIP_PROPS.itemStyle.color), back)).toBeGreaterThanOrEqual(4.5);
  });
});
