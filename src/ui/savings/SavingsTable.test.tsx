import { describe, expect, test } from 'vitest';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { claudeOpened } from '../../testing/claude-profile.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import type { AppStore } from '../../state/store.ts';
import { renderWithStore, spanWithTestId } from '../shared/static-render.fixture.ts';
import { SavingsView } from './SavingsView.tsx';

const FIELDS = ['id', 'status', 'assignee', 'priority'];
const ladder = computeLadder(
  [5, 20].map((rows) => ({ label: `${rows}`, records: generateTasks(rows) })),
  FIELDS,
  nodeCounter('cl100k_base'),
);
const UNCALIBRATED =
  'estimate: Claude&#x27;s tokenizer is not public; load a Claude Code log of this model to calibrate';

// The store once the worker has counted the built-in fixture at 5 and 20 rows, `model` chosen.
function savingsStore(model: string): AppStore {
  const store = createAppStore();
  store.getState().setPricing({ model });
  store.getState().setResult({ status: 'ready', ladder });
  store.getState().setBaseline('move');
  return store;
}

const render = (store: AppStore) => renderWithStore(store, <SavingsView ladder={ladder} />);

describe('the Savings view’s estimate words, as the ladder’s', () => {
  test('a Claude model and its log: each saving ≈ N Claude tokens beneath it, the ordering steps too', () => {
    const store = savingsStore('claude-sonnet-4.5');
    store.getState().setSessions({ status: 'ready', opened: claudeOpened() });
    const html = render(store);
    // L0 → L1 at 20 rows: 559 cl100k_base tokens saved × 89/71 (the log's median) = 700.7.
    expect(spanWithTestId(html, 'estimate-saving-L0-L1-20')).toEqual({
      title:
        'Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (only 2 of them JSON, 10 needed for a JSON ratio of its own)',
      text: '≈ 701 Claude tokens (× 1.25 from your log, p10–p90 1.10–1.29)',
    });
    expect(html).toMatch(
      /data-testid="saving-L0-L1-20"><span class="tokens">559<\/span><span class="estimate calibrated"/,
    );
    // The ordering panel at 20 rows (the largest): its cumulative 1,501 tokens, ≈ 1,882 Claude tokens.
    expect(html).toContain('<span class="tokens">1,501 tokens</span><span class="estimate calibrated"');
    expect(html).toContain('<span class="nowrap">≈ 1,882 Claude tokens</span>');
  });

  test('without a log: no saving says “estimate”; the caption says the sentence once', () => {
    const html = render(savingsStore('claude-sonnet-4.5'));
    expect(html).not.toContain('class="estimate');
    expect(html).toContain(`data-testid="savings-estimate">${UNCALIBRATED}</p>`);
  });

  test('an OpenAI model: no estimate words anywhere in the view', () => {
    const html = render(savingsStore('gpt-5'));
    expect(html).not.toContain('class="estimate');
    expect(html).not.toContain('savings-estimate');
  });
});
