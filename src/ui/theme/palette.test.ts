import { describe, expect, test } from 'vitest';
import { COMPONENTS } from '../../core/conversation/model.ts';
import { SESSION_PARTS } from '../../core/sessions/model.ts';
import { contrastRatio, deltaE } from './colour-contrast.ts';
import type { Vision } from './colour-contrast.ts';
import { SERIES_COLOURS } from '../growth/colours.ts';
import {
  AS_RECEIVED_COLOUR,
  BILL_PART_COLOURS,
  COMPONENT_COLOURS,
  FORMAT_COLOURS,
  PART_KIND_COLOURS,
  REPLAY_COLOURS,
  RUNG_COLOURS,
  SESSION_PART_COLOURS,
  WHOLE_COLOURS,
} from './palette.ts';
import { themeVariables, valuesOf } from './theme-vars.fixture.ts';

// What the page draws series on: every panel and page background styles.css declares, per theme.
const page = themeVariables('../styles.css');
const backgrounds = (['light', 'dark'] as const).flatMap((theme) =>
  ['--panel', '--bg'].flatMap((name) => valuesOf(page, theme, name).map((value) => ({ theme, name, value }))),
);

const prefixed = (prefix: string, colours: Record<string, string>) =>
  Object.entries(colours).map(([id, colour]) => [`${prefix}${id}`, colour] as const);

// Every row the Ladder chart can show at once: rungs, formats, the text as received, whole formats.
const LADDER_ROWS = [
  ...prefixed('', RUNG_COLOURS),
  ...prefixed('', FORMAT_COLOURS),
  ['as received', AS_RECEIVED_COLOUR] as const,
  ...prefixed('whole-', WHOLE_COLOURS),
];
const EVERY_SERIES = [
  ...LADDER_ROWS,
  ...prefixed('session part ', SESSION_PART_COLOURS),
  ...prefixed('component ', COMPONENT_COLOURS),
  ...prefixed('growth ', SERIES_COLOURS),
  ...prefixed('replay ', REPLAY_COLOURS),
  ...prefixed('bill ', BILL_PART_COLOURS),
  ...prefixed('part kind ', PART_KIND_COLOURS),
];

// CIEDE2000 thresholds (about 1 is just noticeable). The finding this guards against, Growth's
// "Tool results (raw)" #CC6677 beside "Placeholders" #C04A7A, was 9.9 apart: nearly the same pink.
// Colours a legend asks the reader to match, in one chart, stay 15 apart (at 12, TOON #6167E7 and
// Whole TOON #4589FD, 13.3 apart, read as one blue with every format shown); a format and the whole
// format of the same name, which a reader looks for side by side, 25. The six rungs, read in every
// view, and parts stacked side by side (large neighbouring areas) 15 and 20. The Okabe–Ito and Tol
// schemes, designed for this, keep their colours roughly 15 to 40 apart.
const APART_IN_ONE_CHART = 15;
const APART_SAME_NAME = 25;
const APART_RUNGS = 15;
const APART_PARTS = 15;
const APART_NEIGHBOURS = 20;
// With protanopia or deuteranopia stacked neighbours keep 10 (the sessions view adds a pattern too).
const APART_NEIGHBOURS_CVD = 10;
const CVD: Vision[] = ['protanopia', 'deuteranopia'];

/** Every pair of `items` closer than `min` (as seen with `vision`), as readable lines. */
function tooClose(items: readonly (readonly [string, string])[], min: number, vision: Vision = 'normal'): string[] {
  const close: string[] = [];
  items.forEach(([a, ca], i) =>
    items.slice(i + 1).forEach(([b, cb]) => {
      const d = deltaE(ca, cb, vision);
      if (d < min) close.push(`${a} ${ca} / ${b} ${cb}: ${d.toFixed(1)} (${vision})`);
    }),
  );
  return close;
}

/** The stacked neighbours of an order, as pairs. */
const neighbours = (order: readonly string[], colours: Record<string, string>) =>
  order.slice(1).map((id, i) => [[order[i]!, colours[order[i]!]!] as const, [id, colours[id]!] as const] as const);

describe('series colours', () => {
  test('the themes give backgrounds to check against', () => {
    expect(backgrounds.map((b) => b.value)).toEqual(['#ffffff', '#f7f7f5', '#1f2226', '#16181b']);
  });

  // WCAG 2.2 SC 1.4.11 (non-text contrast): a bar, line or swatch needs 3:1 against what it is drawn on.
  test.each(EVERY_SERIES)('%s (%s) keeps 3:1 on every background of both themes', (_, colour) => {
    const low = backgrounds
      .map((b) => ({ ...b, ratio: contrastRatio(colour, b.value) }))
      .filter((b) => b.ratio < 3)
      .map((b) => `${b.theme} ${b.name} ${b.value}: ${b.ratio.toFixed(2)}:1`);
    expect(low).toEqual([]);
  });

  test('the former failures now pass: TOON and CSV in dark, L1 and L3 in light', () => {
    expect(contrastRatio(FORMAT_COLOURS.toon, '#1f2226')).toBeCloseTo(3.5, 1);
    expect(contrastRatio(FORMAT_COLOURS.csv, '#1f2226')).toBeCloseTo(3.16, 2);
    expect(contrastRatio(RUNG_COLOURS.L1, '#ffffff')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(RUNG_COLOURS.L3, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  test('the rows of one Ladder chart stay apart, and the rungs further', () => {
    expect(tooClose(LADDER_ROWS, APART_IN_ONE_CHART)).toEqual([]);
    expect(tooClose(prefixed('', RUNG_COLOURS), APART_RUNGS)).toEqual([]);
  });

  test('every whole-response format stays apart from the added format of its name, and the pair once alike is apart', () => {
    const named = Object.entries(WHOLE_COLOURS).flatMap(([id, colour]) =>
      id in FORMAT_COLOURS
        ? [[`whole-${id}`, colour, id, FORMAT_COLOURS[id as keyof typeof FORMAT_COLOURS]] as const]
        : [],
    );
    expect(named.map(([whole]) => whole)).toEqual(['whole-yaml', 'whole-toon']);
    const close = named
      .map(([whole, cw, format, cf]) => ({ pair: `${whole} ${cw} / ${format} ${cf}`, d: deltaE(cw, cf) }))
      .filter(({ d }) => d < APART_SAME_NAME)
      .map(({ pair, d }) => `${pair}: ${d.toFixed(1)}`);
    expect(close).toEqual([]);
    expect(deltaE('#6167E7', '#4589FD')).toBeCloseTo(13.3, 1);
    expect(deltaE(FORMAT_COLOURS.toon, WHOLE_COLOURS.toon)).toBeGreaterThanOrEqual(APART_SAME_NAME);
  });

  test("the anatomy treemap's part kinds stay apart, as one chart's", () => {
    expect(tooClose(prefixed('', PART_KIND_COLOURS), APART_IN_ONE_CHART)).toEqual([]);
  });

  test('the Growth and replay curves stay apart, also with colour-vision deficiencies', () => {
    for (const set of [SERIES_COLOURS, REPLAY_COLOURS] as Record<string, string>[]) {
      const items = prefixed('', set);
      expect(tooClose(items, APART_NEIGHBOURS)).toEqual([]);
      for (const vision of CVD) expect(tooClose(items, APART_NEIGHBOURS_CVD, vision)).toEqual([]);
    }
  });
});

describe('window part colours', () => {
  const views = [
    {
      view: 'Bill',
      order: ['read', 'written', 'uncached', 'output'],
      colours: BILL_PART_COLOURS as Record<string, string>,
    },
    { view: 'Sessions', order: SESSION_PARTS, colours: SESSION_PART_COLOURS as Record<string, string> },
    { view: 'Growth', order: COMPONENTS, colours: COMPONENT_COLOURS as Record<string, string> },
  ];

  test.each(views)(
    '$view: stacked neighbours stay apart, with normal vision and with protanopia or deuteranopia',
    ({ order, colours }) => {
      const pairs = neighbours(order, colours);
      for (const vision of ['normal', ...CVD] as Vision[]) {
        const min = vision === 'normal' ? APART_NEIGHBOURS : APART_NEIGHBOURS_CVD;
        expect(pairs.flatMap((pair) => tooClose(pair, min, vision))).toEqual([]);
      }
    },
  );

  test.each(views)('$view: any two parts stay apart (a part left out makes new neighbours)', ({ colours }) => {
    expect(tooClose(prefixed('', colours), APART_PARTS)).toEqual([]);
  });

  test('Tool results (raw) and Placeholders are no longer nearly the same pink', () => {
    expect(deltaE('#CC6677', '#C04A7A')).toBeCloseTo(9.9, 1);
    expect(deltaE(COMPONENT_COLOURS.toolResults, COMPONENT_COLOURS.placeholders)).toBeGreaterThanOrEqual(
      APART_NEIGHBOURS,
    );
  });

  test('a part named in both views has one colour', () => {
    const shared = SESSION_PARTS.filter((p): p is (typeof COMPONENTS)[number] & typeof p =>
      (COMPONENTS as readonly string[]).includes(p),
    );
    expect(shared).toEqual(['system', 'tools', 'user', 'assistant', 'toolCalls', 'toolResults']);
    for (const p of shared) expect(SESSION_PART_COLOURS[p]).toBe(COMPONENT_COLOURS[p]);
  });
});
