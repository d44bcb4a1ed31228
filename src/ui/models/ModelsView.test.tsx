import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { generateTasks } from '../../core/builtin-data/generate.ts';
import { computeLadder } from '../../core/ladder/ladder.ts';
import { RUNG_IDS } from '../../core/ladder/rungs.ts';
import type { EncodingName } from '../../core/tokenizer/tokenizer.ts';
import { nodeCounter } from '../../node/counter.ts';
import type { RequestRoute } from '../../state/requests.ts';
import { createAppStore } from '../../state/store.ts';
import type { AppStore } from '../../state/store.ts';
import { AppContext } from '../shared/store-context.tsx';
import { ModelsView } from './ModelsView.tsx';

const ROLL_CALL = ['id', 'status', 'assignee', 'priority'];
const scaleIn = (tokenizer: EncodingName) =>
  computeLadder([{ label: 'tasks-5.json', records: generateTasks(5) }], ROLL_CALL, nodeCounter(tokenizer)).scales[0]!;

// Server rendering reads zustand's initial state; hand it the current state instead.
const render = (store: AppStore) =>
  renderToStaticMarkup(
    <AppContext.Provider
      value={{ store: { ...store, getInitialState: store.getState } as unknown as AppStore, route: {} as RequestRoute }}
    >
      <ModelsView />
    </AppContext.Provider>,
  );

describe('ModelsView', () => {
  test('before it is asked: the button, no table', () => {
    const html = render(createAppStore());
    expect(html).toContain('Count in every tokenizer');
    expect(html).not.toContain('models-tokenizers-table');
  });

  test('while counting: how many tokenizers are done, and a Cancel button', () => {
    const store = createAppStore();
    store.getState().askModels();
    store.getState().setModels({ status: 'counting', progress: { done: 3.4, total: 7, unit: 'tokenizers' } });
    const html = render(store);
    expect(html).toContain('Counting… 3 of 7 tokenizers');
    expect(html).toContain('>Cancel<');
  });

  test('counted: each tokenizer’s row holds Node’s counts, a failed one says so, an open model has no price', () => {
    const store = createAppStore();
    store.getState().askModels();
    const counts = [
      { tokenizer: 'cl100k_base' as const, scale: scaleIn('cl100k_base') },
      { tokenizer: 'o200k_base' as const, scale: scaleIn('o200k_base') },
      { tokenizer: 'llama3' as const, error: 'the llama3 tokenizer file did not load: HTTP 404' },
    ];
    store.getState().setModels({
      status: 'ready',
      answer: { id: 1, type: 'models', label: 'tasks-5.json', rows: 5, counts },
    });
    const html = render(store);
    expect(html).toContain('Counted in 2 of 3 tokenizers.');
    const cell = (key: string, id: string) =>
      new RegExp(`data-testid="models-tokenizers-${key}-${id}"><span class="models-first">([^<]*)<`).exec(html)?.[1];
    for (const [k, id] of RUNG_IDS.entries()) {
      expect(cell('cl100k_base', id)).toBe(scaleIn('cl100k_base').rungs[id].tokens.toLocaleString('en-US'));
      expect(cell('o200k_base', id)).toBe(scaleIn('o200k_base').rungs[id].tokens.toLocaleString('en-US'));
      expect(cell('llama3', id)).toBe('did not load');
      expect(k).toBeLessThan(6);
    }
    expect(html).toContain('llama3: the llama3 tokenizer file did not load: HTTP 404.');
    expect(html).toMatch(/data-testid="models-costs-qwen3-32b-L0"><span class="models-first">did not load|no price/);
    expect(html).toContain('models-chart');
  });
});
