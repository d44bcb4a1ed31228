import { describe, expect, test } from 'vitest';
import { nodeCounter } from '../../node/counter.ts';
import { requireArticleLadderDir, loadReferenceRecords, readReferenceText } from '../../node/reference-dir.ts';
import { computeLadder } from '../ladder/ladder.ts';
import type { LadderScale } from '../ladder/ladder.ts';
import { RUNG_IDS } from '../ladder/rungs.ts';
import { aliasLegend, assignAliases } from '../serializers/aliases.ts';
import { MOVES, moveSaving, orderingComparison } from './moves.ts';
import { formatPercentage } from './percent.ts';
import { moveBreakEven } from './session-texts.ts';
import type { SessionText } from './session-texts.ts';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
// Never skipped: without the data every case fails saying where to put it.
const dir = (): string => requireArticleLadderDir();

describe('reference savings and break-even (seed article figures)', () => {
  const counter = nodeCounter('cl100k_base');
  const at = (rows: number): LadderScale =>
    computeLadder([{ label: `${rows}`, records: loadReferenceRecords(dir(), rows) }], ROLL_CALL, counter).scales[0]!;
  const move = (id: string) => MOVES.find((m) => m.id === id)!;

  test('percentages at 100 rows name their denominators', () => {
    const s100 = at(100);
    expect(formatPercentage(moveSaving(move('L1-L3'), s100).percent)).toBe('70.31 % of L1');
    expect(formatPercentage(moveSaving(move('L0-L2'), s100).percent)).toBe('62.51 % of L0');
    expect(formatPercentage(moveSaving(move('L3-L4'), s100).percent)).toBe('44.76 % of L3');
    expect(formatPercentage(moveSaving(move('L0-L4'), s100).percent)).toBe('88.27 % of L0');
  });

  test('minify-then-project and project-then-minify at 100 rows: 28.46 then 70.31, 62.51 then 43.36, 78.76 either way', () => {
    const [minifyFirst, projectFirst] = orderingComparison(at(100));
    expect(minifyFirst.steps.map((s) => s.percent.value.toFixed(2))).toEqual(['28.46', '70.31']);
    expect(projectFirst.steps.map((s) => s.percent.value.toFixed(2))).toEqual(['62.51', '43.36']);
    expect(formatPercentage(minifyFirst.total.percent)).toBe('78.76 % of L0');
    expect(formatPercentage(projectFirst.total.percent)).toBe('78.76 % of L0');
  });

  test('at 5 rows aliases cost 21 once, save 2, break even at 11, net −1 after 10 and +179 after 100; projection and compact view at 1', () => {
    const s5 = at(5);
    const schema = readReferenceText(dir(), 'schema-response.json');
    const legend = aliasLegend(ROLL_CALL, assignAliases(ROLL_CALL));
    const texts: SessionText[] = [
      { id: 'schema', name: 'schema response', tokens: counter.count(schema), neededBy: RUNG_IDS },
      { id: 'legend', name: 'alias legend', tokens: counter.count(legend), neededBy: ['L5'] },
    ];
    expect(texts.map((t) => t.tokens)).toEqual([535, 21]);
    const saving = (id: string) => moveSaving(move(id), s5).saved;
    const aliases = moveBreakEven(move('L4-L5'), 5, saving('L4-L5'), texts);
    expect(aliases).toMatchObject({ oneTime: 21, savingPerQuery: 2, breakEven: { pays: true, queries: 11 } });
    expect(aliases.net.find((n) => n.queries === 10)!.tokens).toBe(-1);
    expect(aliases.net.find((n) => n.queries === 100)!.tokens).toBe(179);
    for (const id of ['L1-L3', 'L0-L2', 'L3-L4']) {
      expect(moveBreakEven(move(id), 5, saving(id), texts)).toMatchObject({
        oneTime: 0,
        breakEven: { pays: true, queries: 1 },
      });
    }
  });
});
