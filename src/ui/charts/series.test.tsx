import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { FORMATS } from '../../core/formats.ts';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { ladderRows } from '../../core/ladder-rows.ts';
import { REPRESENTATIONS } from '../../core/representation-list.ts';
import { nodeCounter } from '../../node/counter.ts';
import { LadderChart } from '../ladder/LadderChart.tsx';
import { MARKER_SHAPES, markerPath } from './markers.tsx';
import { DASHES, GROWTH_STYLES, LINE_STYLES, REPLAY_STYLES, lineStyleOf } from './series.tsx';

describe('one line style per rung and format, the same in every chart', () => {
  test('every rung and format has a style, and no two share both dash and marker', () => {
    const ids = REPRESENTATIONS.map((r) => r.id);
    expect(Object.keys(LINE_STYLES).sort()).toEqual([...ids].sort());
    const pairs = ids.map((id) => `${lineStyleOf(id).dash ?? 'solid'} ${lineStyleOf(id).marker}`);
    expect(new Set(pairs).size).toBe(ids.length);
    expect(new Set(ids.map((id) => lineStyleOf(id).short)).size).toBe(ids.length);
  });

  test('lines that often draw the same values differ in dash and in marker', () => {
    for (const [a, b] of [
      ['L4', 'L5'],
      ['L4', 'csv'],
      ['L5', 'csv'],
      ['L2', 'json-source'],
      ['L4', 'toon'],
    ] as const) {
      expect(LINE_STYLES[a].dash, `${a} and ${b}`).not.toBe(LINE_STYLES[b].dash);
      expect(LINE_STYLES[a].marker, `${a} and ${b}`).not.toBe(LINE_STYLES[b].marker);
    }
    expect([LINE_STYLES.L4.dash, LINE_STYLES.L5.dash]).toEqual([DASHES.solid, DASHES.dash]);
    expect([LINE_STYLES.L4.marker, LINE_STYLES.L5.marker]).toEqual(['triangleDown', 'plus']);
  });

  test('the growth and replay series differ in dash and marker; an unknown id is solid with a circle', () => {
    expect(new Set(Object.values(GROWTH_STYLES).map((s) => `${s.dash} ${s.marker}`)).size).toBe(3);
    expect(REPLAY_STYLES.before.dash).not.toBe(REPLAY_STYLES.after.dash);
    expect(lineStyleOf('whole-toon')).toEqual({ dash: undefined, marker: 'circle', short: 'whole-toon' });
  });

  test('every marker shape is a path of its own', () => {
    const paths = MARKER_SHAPES.map((shape) => markerPath(shape, 10, 10, 4));
    expect(new Set(paths).size).toBe(MARKER_SHAPES.length);
    expect(markerPath('square', 10, 10, 4)).toBe('M6.40,6.40L13.60,6.40L13.60,13.60L6.40,13.60Z');
  });
});

test("the ladder chart's legend lists the bars in their order (rungs, then formats), not alphabetically", () => {
  const ladder = computeLadder(
    [5, 20].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
    ['id', 'status', 'assignee', 'priority'],
    nodeCounter('cl100k_base'),
    FORMATS,
  );
  const html = renderToStaticMarkup(<LadderChart ladder={ladder} scale="linear" onScaleChange={() => {}} />);
  const legend = [...html.matchAll(/data-series="([^"]+)"/g)].map((m) => m[1]);
  const bars = ladderRows(ladder).map((r) => r.id);
  expect(legend).toEqual(bars);
  expect(legend).toEqual(REPRESENTATIONS.map((r) => r.id));
  expect(legend).not.toEqual([...legend].sort());
  // The legend is under the plot, inside the chart's image (so the PNG / SVG downloads carry it).
  expect(html).toMatch(/recharts-responsive-container.*<ul class="series-legend/s);
});
