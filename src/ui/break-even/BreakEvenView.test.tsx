import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../../core/serializers/aliases.ts';
import { defaultSchemaResponse } from '../../core/analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import type { AppStore } from '../../state/store.ts';
import type { RequestRoute } from '../../state/requests.ts';
import { AppContext } from '../shared/store-context.tsx';
import { spanWithTestId } from '../shared/static-render.fixture.ts';
import { claudeOpened } from '../../testing/claude-profile.ts';
import { BreakEvenView } from './BreakEvenView.tsx';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');

// The store as the page has it once the worker has answered for the built-in fixture.
function readyStore(): AppStore {
  const store = createAppStore();
  const ladder = computeLadder(
    [5, 100].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
    FIELDS,
    counter,
  );
  const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
  const schema = defaultSchemaResponse(generateTasks(100));
  store.getState().setResult({
    status: 'ready',
    ladder,
    legend: { text: legend, tokens: counter.count(legend) },
    schema: { text: schema, tokens: counter.count(schema) },
  });
  return store;
}

// Server rendering reads zustand's initial state; hand it the current state instead.
function render(store: AppStore): string {
  const current = { ...store, getInitialState: store.getState } as unknown as AppStore;
  return renderToStaticMarkup(
    <AppContext.Provider value={{ store: current, route: {} as RequestRoute }}>
      <BreakEvenView />
    </AppContext.Provider>,
  );
}

// The text of the element with `data-testid` (a figure's span, or a cell), tags stripped.
function cell(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:span|t[dh])>`).exec(html);
  if (!match) throw new Error(`no ${testId}`);
  return match[1]!.replace(/<[^>]+>/g, '');
}

describe('BreakEvenView', () => {
  test('without a ladder it shows a placeholder, not a table', () => {
    const html = render(createAppStore());
    expect(html).toContain('break-even-placeholder');
    expect(html).not.toContain('break-even-table');
  });

  test('the L4 → L5 row at 100 rows: legend 21 tokens, saving 2, break-even floor(21/2)+1 = 11', () => {
    const store = readyStore();
    const scale = store.getState().result.ladder!.scales[1]!;
    const s = scale.rungs.L4.tokens - scale.rungs.L5.tokens;
    expect(s).toBe(2);
    const html = render(store);
    expect(html).toContain('data-testid="break-even-table"');
    expect(cell(html, 'one-time-L4-L5')).toBe('21');
    expect(cell(html, 'saving-L4-L5')).toBe('+2');
    expect(cell(html, 'break-even-L4-L5')).toBe(`${Math.floor(21 / s) + 1} queries`);
    expect(cell(html, 'net-L4-L5-1')).toBe('\u221219');
    expect(cell(html, 'net-L4-L5-100')).toBe('+179');
    expect(cell(html, 'break-even-L0-L1')).toBe('1 query');
    // The verdict's own move, in the verdict card's words: the same legend, the same total.
    const saved = scale.rungs.L0.tokens - scale.rungs.L5.tokens;
    expect(html).toContain(
      `data-testid="break-even-verdict-move">The verdict’s move: L0 → L5 has a one-time cost of 21 tokens (alias legend 21 tokens), read once per session; it breaks even after 1 call (${saved.toLocaleString('en-US')} tokens saved per call at 100 rows).</p>`,
    );
    expect(html).toContain('100 rows, cl100k_base tokens');
    expect(html).toContain('21 tokens');
    // The textareas show the generated texts.
    expect(html).toContain('compact header aliases:\ni = id');
  });

  test('the chosen scale is used', () => {
    const store = readyStore();
    store.getState().setDetailRows(5);
    const html = render(store);
    expect(html).toContain('5 rows, cl100k_base tokens');
    const scale = store.getState().result.ladder!.scales[0]!;
    expect(cell(html, 'saving-L3-L4')).toBe(`+${scale.rungs.L3.tokens - scale.rungs.L4.tokens}`);
  });

  test('while an edited text is being counted, the cells that depend on it say counting…, never a number', () => {
    const store = readyStore();
    const edited = `${store.getState().result.legend!.text}x = extra\n`;
    store.getState().setSessionText('legend', edited);
    let html = render(store);
    expect(html).toContain(`>${edited}</textarea>`);
    expect(cell(html, 'break-even-L4-L5')).toBe('counting…');
    expect(cell(html, 'one-time-L4-L5')).toBe('counting…');
    expect(cell(html, 'net-L4-L5-100')).toBe('counting…');
    expect(cell(html, 'saving-L4-L5')).toBe('+2');
    expect(html).not.toContain('data-testid="break-even-chart"');

    const tokens = counter.count(edited);
    store.getState().setSessionCounts({ [edited]: tokens });
    html = render(store);
    expect(cell(html, 'one-time-L4-L5')).toBe(String(tokens));
    expect(cell(html, 'break-even-L4-L5')).toBe(`${Math.floor(tokens / 2) + 1} queries`);
  });

  test('a custom text needed by L4 costs the moves into L4 from a rung without it', () => {
    const store = readyStore();
    const text = 'Read the docs first.';
    store.getState().setCustomText(text);
    store.getState().setCustomNeededBy(['L4']);
    store.getState().setSessionCounts({ [text]: counter.count(text) });
    const html = render(store);
    expect(cell(html, 'one-time-L3-L4')).toBe(String(counter.count(text)));
    expect(cell(html, 'one-time-L0-L4')).toBe(String(counter.count(text)));
    expect(cell(html, 'one-time-L4-L5')).toBe('21');
    expect(html).toContain('aria-label="Needed by L4"');
  });

  test('a move that saves nothing per query never pays back, shown in words, its nets still signed', () => {
    const store = readyStore();
    const result = store.getState().result;
    const scales = result.ladder!.scales.map((scale) => ({
      ...scale,
      rungs: { ...scale.rungs, L5: { ...scale.rungs.L4 } },
    }));
    store.getState().setResult({ ...result, ladder: { ...result.ladder!, scales } });
    const html = render(store);
    expect(cell(html, 'saving-L4-L5')).toBe('0');
    expect(cell(html, 'break-even-L4-L5')).toBe('never pays back');
    expect(html).toMatch(/class="num be-never"[^>]*data-testid="break-even-L4-L5"/);
    expect(cell(html, 'net-L4-L5-100')).toBe('\u221221');
    // Its small chart says so, with the reason, and marks no break-even point.
    expect(label(html, 'L4-L5')).toBe('Never pays back: it saves no tokens per query. 21 tokens once, 0 per query.');
    expect(html).not.toContain('class="be-mark"');
  });

  test('a move that neither saves nor costs anything is no change, in the table and its chart', () => {
    const store = readyStore();
    const result = store.getState().result;
    const scales = result.ladder!.scales.map((scale) => ({
      ...scale,
      rungs: { ...scale.rungs, L3: { ...scale.rungs.L1 } },
    }));
    store.getState().setResult({ ...result, ladder: { ...result.ladder!, scales } });
    const html = render(store);
    expect(cell(html, 'one-time-L1-L3')).toBe('0');
    expect(cell(html, 'saving-L1-L3')).toBe('0');
    expect(cell(html, 'break-even-L1-L3')).toBe('no change');
    expect(cell(html, 'net-L1-L3-100')).toBe('0');
    expect(label(html, 'L1-L3')).toBe(
      'No change: it saves no tokens per query and costs none once. 0 tokens once, 0 per query.',
    );
  });

  test('a Claude model and its log: each token figure ≈ N Claude tokens beneath it; an OpenAI model none', () => {
    const store = readyStore();
    store.getState().setPricing({ model: 'claude-sonnet-4.5' });
    store.getState().setSessions({ status: 'ready', opened: claudeOpened() });
    const html = render(store);
    // L4 → L5 at 100 rows: the 21-token legend × 89/71 = 26.3; net after 1 query −19 × 89/71 = −23.8.
    expect(cell(html, 'one-time-L4-L5')).toBe('21');
    // Compact in this ten-column table: the factor is in the caption once, and in each tooltip.
    expect(spanWithTestId(html, 'estimate-one-time-L4-L5')).toEqual({
      text: '≈ 26 Claude tokens',
      title:
        '≈ 26 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29): Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (only 2 of them JSON, 10 needed for a JSON ratio of its own)',
    });
    expect(spanWithTestId(html, 'estimate-net-L4-L5-1').text).toBe('≈ \u221224 Claude tokens');
    expect(html).not.toContain('estimate-break-even-L4-L5');
    expect(html).toContain('data-testid="break-even-estimate">Claude tokens: each cl100k_base count × 1.25');

    store.getState().setPricing({ model: 'gpt-5' });
    expect(render(store)).not.toContain('class="estimate');
  });

  test("one small chart per move in the table's order, each saying where it breaks even", () => {
    const html = render(readyStore());
    const charts = [...html.matchAll(/data-testid="break-even-multiple-([^"]+)"/g)].map((m) => m[1]);
    expect(charts).toEqual(['L0-L1', 'L1-L3', 'L0-L2', 'L2-L3', 'L3-L4', 'L4-L5', 'L0-L4', 'L0-L5']);
    expect(label(html, 'L4-L5')).toBe('Breaks even at 11 queries. 21 tokens once, +2 per query.');
    expect(label(html, 'L0-L5')).toBe('Breaks even from the first query. 21 tokens once, +8,504 per query.');
    expect(html).toContain('aria-label="Line chart of the net cl100k_base tokens saved by L4 → L5 header aliases');
  });
});

// The verdict line over one move's small chart, tags stripped.
function label(html: string, move: string): string {
  const match = new RegExp(
    `<p class="caption be-verdict">(<strong[^>]*data-testid="break-even-label-${move}".*?)</p>`,
  ).exec(html);
  if (!match) throw new Error(`no label for ${move}`);
  return match[1]!.replace(/<[^>]+>/g, '');
}
