import { FALLBACK_WINDOW_LIMIT } from '../sessions/window-limit.ts';
import { describe, expect, test } from 'vitest';
import { generateTasks } from '../builtin-data/generate.ts';
import { computeLadder } from '../ladder/ladder.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { defaultSchemaResponse } from '../analysis/schema-response.ts';
import { nodeCounter } from '../../node/counter.ts';
import { callSettingsOf, DEFAULT_CALL } from '../mcp/call-form.ts';
import { currentBreakEvens, currentOrdering, currentSavings, detailScale, sessionTexts } from '../analysis/current.ts';
import { computeGrowth } from '../conversation/growth.ts';
import { DEFAULT_SIM } from '../conversation/sim-form.ts';
import { chosenPrice } from '../money/choice.ts';
import { verdictState } from '../verdict/verdict.fixture.ts';
import { verdictLines } from '../verdict/lines.ts';
import { currentVerdict } from '../verdict/verdict.ts';
import type { Ladder } from '../ladder/ladder.ts';
import type { SnapshotInput } from './snapshot.ts';
import { reviewSnapshot } from './snapshot.ts';
import { matchModel } from '../models/model-match.ts';
import { claudeProfile } from '../../testing/claude-profile.ts';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const counter = nodeCounter('cl100k_base');
// The simulator's typed default prices (3 and 0.30 per million) as a custom row, in US dollars.
const CUSTOM_3_03 = chosenPrice({
  model: 'custom',
  custom: { inputPerMillion: 3, cachedInputPerMillion: 0.3, outputPerMillion: 15, currency: 'USD' },
});
const LINK = 'http://127.0.0.1/cce/?view=ladder&fields=id,status,assignee,priority&scales=5&enc=cl100k_base';

// The input as SnapshotButton builds it from the store: every part from the page's own selectors.
function inputFor(ladder: Ladder, withGrowth: boolean): SnapshotInput {
  const legend = aliasLegend(FIELDS, assignAliases(FIELDS));
  const schema = defaultSchemaResponse(generateTasks(5));
  const result = {
    status: 'ready' as const,
    ladder,
    legend: { text: legend, tokens: counter.count(legend) },
    schema: { text: schema, tokens: counter.count(schema) },
  };
  const state = {
    result,
    detailRows: null,
    session: { schema: null, legend: null, custom: '', customNeededBy: [] },
    sessionCounts: {},
  };
  const counts = { [DEFAULT_SIM.placeholder]: counter.count(DEFAULT_SIM.placeholder) };
  return {
    link: LINK,
    settings: {
      data: 'built-in task-tracker fixture',
      encoding: 'cl100k_base',
      fields: FIELDS,
      scales: [5],
      formats: [],
      transport: 'cli',
    },
    ladder,
    legendTokens: result.legend.tokens,
    savings: currentSavings(state),
    ordering: currentOrdering(state),
    detailRows: detailScale(state)?.rows,
    sessionTexts: sessionTexts(state),
    breakEvens: currentBreakEvens(state),
    ...(withGrowth
      ? {
          growth: {
            result: computeGrowth(DEFAULT_SIM, ladder, counts),
            // No model given: the common window, as computeGrowth's own limit.
            limit: FALLBACK_WINDOW_LIMIT,
            price: CUSTOM_3_03,
          },
        }
      : {}),
  };
}

const lines = (text: string) => text.split('\n');

describe('the verdict opens the snapshot', () => {
  test('right after the link and what it opens, the card’s lines as a list', () => {
    const ladder = computeLadder([{ label: 'tasks-5', records: generateTasks(5) }], FIELDS, counter);
    const input = inputFor(ladder, false);
    const verdict = verdictLines(currentVerdict(verdictState(ladder, { legend: input.legendTokens! })));
    const { L0, L5 } = ladder.scales[0]!.rungs;
    const saved = L0.tokens - L5.tokens;
    const percent = ((saved / L0.tokens) * 100).toFixed(2);
    expect(lines(reviewSnapshot({ ...input, verdict })).slice(0, 10)).toEqual([
      '# Context cost review snapshot',
      '',
      `Link: <${LINK}>`,
      '',
      'The link opens the page with these settings and the same data: every number below.',
      '',
      '## Verdict',
      '',
      `- ${verdict[0]!.text}`,
      `- At 5 rows, L5 Aliased header costs least: ${L5.tokens} cl100k_base tokens per response against ${L0.tokens} for L0 Pretty JSON, full, ${saved} tokens saved (${percent} % of L0).`,
    ]);
    // The answer, then the rest of the card's lines (its two moves, money, break-even), one item each.
    expect(verdict.map((l) => l.id)).toEqual(['answer', 'headline', 'moves', 'money', 'break-even']);
    expect(verdict[0]!.text).toBe(
      `L5 Aliased header: ${L0.tokens} → ${L5.tokens} tokens per response at 5 rows (−86.9 %); $0.0012 saved per call at Claude Sonnet 4.5.`,
    );
    expect(lines(reviewSnapshot({ ...input, verdict })).slice(10, 14)).toEqual([
      `- ${verdict[2]!.text}`,
      `- ${verdict[3]!.text}`,
      `- ${verdict[4]!.text}`,
      '',
    ]);
  });
});

describe('reviewSnapshot of the built-in fixture at 5 rows', () => {
  const ladder = computeLadder([{ label: 'tasks-5', records: generateTasks(5) }], FIELDS, counter);
  const snapshot = reviewSnapshot(inputFor(ladder, true));

  test('opens with the link back to the page with the same settings, then the settings', () => {
    expect(lines(snapshot).slice(0, 16)).toEqual([
      '# Context cost review snapshot',
      '',
      `Link: <${LINK}>`,
      '',
      'The link opens the page with these settings and the same data: every number below.',
      '',
      '## Settings',
      '',
      '- Data: built-in task-tracker fixture',
      '- Encoding: cl100k_base',
      '- Fields kept, in order: id, status, assignee, priority (4 fields)',
      '- Scales: 5 rows',
      '- Added formats: none',
      '- Transport: Command line',
      '- Host: JSON-RPC wire (the seed article’s messages between client and server)',
      '',
    ]);
  });

  test("names the user's kept fields and legend (the decision), or only how many when asked to leave them out", () => {
    const input = inputFor(ladder, true);
    const settings = {
      ...input.settings,
      data: 'files mine.json',
      fields: ['secret_field', 'reactions.+1'],
      fieldsAreData: true,
    };
    const legendText = 'Legend: a=secret_field, b=reactions.+1';
    const named = reviewSnapshot({ ...input, settings, legendText });
    expect(lines(named)[4]).toBe(
      'The link opens the page with these settings, not with your data (a plain link never carries it): load the same files there to see these numbers.',
    );
    expect(lines(named)[10]).toBe('- Fields kept, in order: secret_field, reactions.+1 (2 fields)');
    expect(named).toContain(['```text', legendText, '```'].join('\n'));
    const mine = reviewSnapshot({ ...input, settings, legendText, namesLeftOut: true });
    expect(lines(mine).slice(8, 11)).toEqual([
      '- Data: files mine.json',
      '- Encoding: cl100k_base',
      '- Fields kept: 2 fields of your data, in your order (names left out at your choice)',
    ]);
    expect(mine).not.toContain('secret_field');
  });

  test('the ladder as the page shows it: one row per rung, the scale and unit in the column header', () => {
    expect(snapshot).toContain(
      '### Tokens per rung and format\n\n' +
        '| Rung | 5 rows (tokens) |\n' +
        '| --- | ---: |\n' +
        '| L0 Pretty JSON, full | 473 |\n' +
        '| L1 Minified JSON, full | 334 |\n' +
        '| L2 Pretty JSON, projected | 188 |\n' +
        '| L3 Minified JSON, projected | 109 |\n' +
        '| L4 Header + value rows | 64 |\n' +
        '| L5 Aliased header | 62 |\n\n' +
        'Each cell: cl100k_base tokens of the whole response.\n',
    );
    expect(lines(snapshot)).toContain("L5's alias legend, read once per session: 21 tokens.");
  });

  test('every saving names its denominator', () => {
    expect(lines(snapshot)).toContain('| Move | 5 rows (tokens saved) |');
    expect(lines(snapshot)).toContain('| L1 → L3 projection, minified | 225 (67.37 % of L1; 334 → 109) |');
    expect(lines(snapshot)).toContain('| L4 → L5 header aliases | 2 (3.13 % of L4; 64 → 62) |');
    expect(lines(snapshot)).toContain('| minify, then project | L1 → L3 project | 225 tokens | 67.37 % of L1 |');
    expect(lines(snapshot)).toContain('| project, then minify | L2 → L3 minify | 79 tokens | 42.02 % of L2 |');
    expect(lines(snapshot)).toContain('| either order | L0 → L3 cumulative | 364 tokens | 76.96 % of L0 |');
  });

  test('the session texts and the break-even of each move', () => {
    expect(lines(snapshot)).toContain('- Alias legend: 21 tokens, needed by L5');
    expect(lines(snapshot)).toContain(
      '| L4 → L5 header aliases | 21 | +2 | 11 queries | −19 | −11 | −1 | +19 | +79 | +179 |',
    );
    expect(lines(snapshot)).toContain(
      '| L0 → L1 minify | 0 | +139 | 1 query | +139 | +695 | +1,390 | +2,780 | +6,950 | +13,900 |',
    );
  });

  test('a Claude model and its log: the savings, ordering and break-even sections carry the ladder’s estimate words', () => {
    const calibrated = {
      match: matchModel('claude-sonnet-4.5'),
      calibration: claudeProfile().calibration,
      log: 'claude.jsonl',
    };
    const mine = lines(reviewSnapshot({ ...inputFor(ladder, false), estimate: calibrated }));
    const factor = '(× 1.25 from your log, p10–p90 1.10–1.29)';
    // 225 × 89/71 = 282.0; 364 × 89/71 = 456.3; the legend's 21 × 89/71 = 26.3.
    expect(mine).toContain(
      `| L1 → L3 projection, minified | 225 (67.37 % of L1; 334 → 109) · ≈ 282 Claude tokens ${factor} |`,
    );
    expect(mine).toContain(
      `| either order | L0 → L3 cumulative | 364 tokens · ≈ 456 Claude tokens ${factor} | 76.96 % of L0 |`,
    );
    expect(mine.find((l) => l.startsWith('| L4 → L5 header aliases | 21 ·'))).toContain(
      `21 · ≈ 26 Claude tokens ${factor}`,
    );
    // Ladder, savings, ordering and break-even each say where the factor comes from.
    expect(mine.filter((l) => l.startsWith('Claude tokens: each cl100k_base count × 1.25'))).toHaveLength(4);
  });

  test('growth totals with thousands separators and the saving of no compaction', () => {
    expect(lines(snapshot)).toContain('### Totals over 25 steps');
    expect(lines(snapshot)).toContain(
      '| No compaction | 1,893,750 | 75,750 | 75,750 | – | – | 23 | $0.9427 | $942.75 |',
    );
    expect(lines(snapshot)).toContain(
      '| Compaction | 398,850 | 15,954 | 15,954 | 1,494,900 | 78.94 % of no compaction | never | $0.4954 | $495.38 |',
    );
    expect(lines(snapshot)).toContain(
      'cl100k_base tokens. Cost at Custom prices: $3.00 input, $0.30 cached input, $15.00 output per million tokens (prices you typed).',
    );
  });

  test('no transport section when no call was costed; every percentage names what it is of', () => {
    expect(snapshot).not.toContain('## Transport');
    for (const match of snapshot.matchAll(/\d %/g))
      expect(snapshot.slice(match.index, match.index + 7)).toMatch(/^\d % of /);
  });
});

describe('reviewSnapshot with calls costed', () => {
  test('the per-call table of the detail scale', () => {
    const calls = { transport: 'mcp-2025' as const, settings: callSettingsOf(DEFAULT_CALL, FIELDS) };
    const ladder = computeLadder([{ label: 'tasks-5', records: generateTasks(5) }], FIELDS, counter, [], calls);
    const snapshot = reviewSnapshot(inputFor(ladder, false));
    expect(lines(snapshot)).toContain('### One call, over MCP and as a command line');
    expect(lines(snapshot)).toContain(
      'At 5 rows, cl100k_base tokens, calls over MCP (2025 shape) on the JSON-RPC wire.',
    );
    const row = lines(snapshot.split('## Transport')[1]!).find((l) => l.startsWith('| L4 Header + value rows |'))!;
    const call = ladder.scales[0]!.calls!.L4!;
    expect(row).toBe(
      `| L4 Header + value rows | ${call.request} | ${call.result} | ${call.total} | ${call.commandLine} | ${call.payload} | +${call.overhead} | 0 |`,
    );
    expect(snapshot).not.toContain('## Conversation growth');
  });

  test('the ladder section as the ladder view shows it once an MCP transport is chosen: whole calls', () => {
    const calls = { transport: 'mcp-2025' as const, settings: callSettingsOf(DEFAULT_CALL, FIELDS) };
    const ladder = computeLadder([{ label: 'tasks-5', records: generateTasks(5) }], FIELDS, counter, [], calls);
    const snapshot = reviewSnapshot({ ...inputFor(ladder, false), ladderView: { calls: true, labels: true } });
    const section = snapshot.split('## Ladder')[1]!.split('## Savings')[0]!;
    const call = ladder.scales[0]!.calls!.L4!;
    expect(lines(section)).toContain('### Tokens per call, by rung and format');
    expect(lines(section)).toContain('| Rung | 5 rows, tasks-5 (tokens per call) |');
    expect(lines(section)).toContain(`| L4 Header + value rows | ${call.total} |`);
    expect(lines(section)).toContain(
      'Each cell: cl100k_base tokens of the whole call over MCP (2025 shape) on the JSON-RPC wire, request + result.',
    );
  });
});
