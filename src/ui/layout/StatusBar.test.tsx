import { describe, expect, test } from 'vitest';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { claudeOpened } from '../../testing/claude-profile.ts';
import { nodeCounter } from '../../node/counter.ts';
import { createAppStore } from '../../state/store.ts';
import { renderWithStore } from '../shared/static-render.fixture.ts';
import { StatusBar } from './StatusBar.tsx';

const ladder = (encoding: 'cl100k_base' | 'o200k_base') =>
  computeLadder([{ label: '5', records: generateTasks(5) }], ['id', 'status'], nodeCounter(encoding));

function statusOf(model: string, encoding: 'cl100k_base' | 'o200k_base', withLog = false): string {
  const store = createAppStore();
  store.getState().setPricing({ model });
  if (withLog) store.getState().setSessions({ status: 'ready', opened: claudeOpened() });
  store.getState().setResult({ status: 'ready', ladder: ladder(encoding) });
  return renderWithStore(store, <StatusBar />).replace(/<[^>]+>/g, '');
}

describe('the status line follows the chosen model', () => {
  test('the default model, Claude Sonnet 4.5: an estimate, never "exactly"', () => {
    expect(statusOf('claude-sonnet-4.5', 'cl100k_base')).toBe(
      'Counted with cl100k_base for Claude Sonnet 4.5, in your browser; nothing is sent anywhere — ' +
        'estimate: Claude&#x27;s tokenizer is not public; load a Claude Code log of this model to calibrate.',
    );
  });
  test('Claude with its log open in Sessions: the factor from the log', () => {
    expect(statusOf('claude-sonnet-4.5', 'cl100k_base', true)).toBe(
      'Counted with cl100k_base for Claude Sonnet 4.5, in your browser; nothing is sent anywhere — ' +
        'Claude tokens: each cl100k_base count × 1.25, the median of Claude tokens ÷ cl100k_base tokens over 7 requests of tool results in claude.jsonl (p10–p90 1.10–1.29), rounded; only 2 of them JSON, 10 needed for a JSON ratio of its own.',
    );
  });
  test('GPT-5 in o200k_base: exactly', () => {
    expect(statusOf('gpt-5', 'o200k_base')).toBe(
      'Counted exactly with o200k_base, GPT-5&#x27;s own tokenizer, in your browser; nothing is sent anywhere.',
    );
  });
});
