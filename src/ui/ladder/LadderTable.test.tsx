import { describe, expect, test } from 'vitest';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { rowSize } from '../../core/ladder-rows.ts';
import { claudeOpened } from '../../testing/claude-profile.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import type { AppStore } from '../../state/store.ts';
import { renderWithStore, spanWithTestId as element } from '../shared/static-render.fixture.ts';
import { LadderTable } from './LadderTable.tsx';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ladder = computeLadder(
  [5, 20].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  FIELDS,
  nodeCounter('cl100k_base'),
);
const opened = claudeOpened();

// The store once the worker has counted the ladder of the built-in fixture at 5 and 20 rows.
function ladderStore(model: string): AppStore {
  const store = createAppStore();
  store.getState().setPricing({ model });
  store.getState().setResult({ status: 'ready', ladder });
  return store;
}

const render = (store: AppStore) => renderWithStore(store, <LadderTable ladder={ladder} />);

describe('LadderTable estimate words', () => {
  const l1 = rowSize(ladder.scales[1]!, 'L1')!.tokens;

  test('a Claude model and its log loaded: ≈ N Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29), the log in the title', () => {
    const store = ladderStore('claude-sonnet-4.5');
    store.getState().setSessions({ status: 'ready', opened });
    const html = render(store);
    expect(l1).toBe(1_372);
    // 1,372 × 89 / 71 (the log's median ratio of Claude to cl100k_base tokens) = 1,719.8, rounded.
    expect(opened.profile.calibration.overall!.ratio).toBe(89 / 71);
    expect(element(html, 'estimate-L1-20')).toEqual({
      title:
        'Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (only 2 of them JSON, 10 needed for a JSON ratio of its own)',
      text: '≈ 1,720 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)',
    });
    expect(element(html, 'cell-L1-20').text).toBe('1,372');
    expect(html).toContain(
      'Claude tokens: each cl100k_base count × 1.25, the median of Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (p10–p90 1.10–1.29), rounded; only 2 of them JSON, 10 needed for a JSON ratio of its own.',
    );
  });

  test('without a log: the count stays in cl100k_base, no cell says “estimate”, the caption says why once', () => {
    const html = render(ladderStore('claude-sonnet-4.5'));
    const words = "estimate: Claude's tokenizer is not public; load a Claude Code log of this model to calibrate";
    expect(html).not.toContain('class="estimate');
    expect(element(html, 'cell-L1-20').text).toBe('1,372');
    expect(html).toContain(words.replace("'", '&#x27;'));
  });

  test('an OpenAI model: exact, no estimate words', () => {
    const html = render(ladderStore('gpt-5'));
    expect(html).not.toContain('estimate-L1-20');
    expect(html).not.toContain('ladder-estimate');
  });
});
